import type { AccountWords } from '../schema';

const account: AccountWords = {
  demoSubmissionNotice: 'Apenas demonstração: seus dados foram escritos no console do navegador e não foram enviados a lugar nenhum.',
  demoPreview: {
    before: 'Estas telas são uma demonstração e não criam nenhuma conta. Veja o que os membros têm: o ',
    dashboard: 'painel de demonstração',
    between: ' e o ',
    profile: 'perfil de demonstração',
    after: '.',
  },
  socialSignIn: {
    divider: 'ou',
    google: 'Continuar com o Google',
    facebook: 'Continuar com o Facebook',
  },
  credentials: {
    email: { label: 'E-mail', placeholder: 'voce@example.com' },
    password: { label: 'Senha', toggleName: 'senha' },
  },
  signIn: {
    subtitle: 'Entre para continuar ganhando',
    rememberMe: 'Lembrar de mim',
    forgotPassword: 'Esqueceu a senha?',
    submit: 'Entrar',
    noAccount: 'Primeira vez aqui?',
    signUp: 'Cadastre-se grátis',
  },
  signUp: {
    subtitle: 'Comece a ganhar em menos de 2 minutos',
    firstName: { label: 'Nome', placeholder: 'Alex' },
    lastName: { label: 'Sobrenome', placeholder: 'Morgan' },
    confirmPassword: { label: 'Confirmar senha', toggleName: 'confirmação de senha' },
    agreement: {
      before: 'Concordo com os ',
      terms: 'Termos de Serviço',
      between: ' e a ',
      privacy: 'Política de Privacidade',
    },
    newsletter: 'Quero receber dicas para ganhar mais e novidades da plataforma',
    submit: 'Criar conta',
    haveAccount: 'Já tem uma conta?',
    signIn: 'Entrar',
    panel: {
      title: 'Junte-se a mais de 50.000 treinadores de IA',
      lead: 'Transforme minutos livres em recompensas ajudando a construir uma IA melhor.',
      benefits: [
        'Comece a ganhar na hora',
        'Não é preciso ter experiência',
        'Horários flexíveis',
        'Pagamentos instantâneos',
        'Apoio de uma comunidade global',
      ],
      highlight: { figure: 'Até US$\u00a015,50', label: 'Ganhos por hora' },
    },
  },
};

export default account;
