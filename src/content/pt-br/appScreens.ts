import type { AppScreensWords } from '../schema';

const appScreens: AppScreensWords = {
  alt: {
    welcome:
      'A tela de boas-vindas do app: continue com o Google ou com seu e-mail, sem verificação de e-mail, e 2.000 pontos para você e para o amigo que te convidar.',
    questList:
      'A lista de missões do app: rotulagem de imagens em andamento, com 87 de 100 rótulos, e depois verificação de textos, transcrição de áudio, envio de recibos e uma pesquisa.',
    labeling:
      'Uma missão de rotulagem de imagens no app: uma cena de rua com uma caixa em volta de um carro e uma segunda caixa sendo desenhada, no rótulo 87 de 100.',
    rewards:
      'A tela de recompensas do app: uma sequência Guerreiro da Semana de 5 de 7 dias por um bônus de US$\u00a015, a rotulagem de imagens em 87 de 100 rótulos e a próxima recompensa de 2,80 tokens em 13 rótulos.',
  },
  tabs: { quests: 'Missões', rewards: 'Recompensas', profile: 'Perfil' },
  welcome: {
    title: 'Sua primeira missão está esperando',
    lead: 'Cadastro gratuito. Sem precisar de experiência.',
    google: 'Continuar com o Google',
    email: 'Continuar com e-mail',
    note: 'Sem verificação de e-mail',
    referral: 'Foi convidado por um amigo? Vocês dois ganham 2.000 pontos.',
  },
  quests: {
    imageLabeling: { name: 'Rotulagem de imagens', detail: 'Cenas de rua · caixas delimitadoras' },
    textVerification: { name: 'Verificação de textos', detail: 'Avaliações de produtos' },
    audioTranscription: { name: 'Transcrição de áudio', detail: 'Trechos de podcast' },
    receiptUpload: { name: 'Envio de recibos', detail: 'Notas de mercado' },
    survey: { name: 'Pesquisa', detail: 'Hábitos de compra' },
  },
  questList: {
    title: 'Missões',
    lead: 'Escolha a que combina com você',
    filters: { all: 'Todas', images: 'Imagens', text: 'Texto', audio: 'Áudio' },
    newQuest: 'Nova',
  },
  labeling: {
    instruction: 'Desenhe uma caixa em volta de cada carro',
    labels: { car: 'Carro', person: 'Pessoa', bicycle: 'Bicicleta' },
    tip: 'Deixe cada caixa rente às bordas do carro',
    skip: 'Pular',
    submit: 'Enviar',
  },
  rewards: {
    title: 'Recompensas',
    streak: { name: 'Guerreiro da Semana', progress: '5 de 7 dias', bonus: 'Bônus de US$\u00a015' },
    progressLabel: 'Progresso da rotulagem',
    nextReward: 'Próxima recompensa: 13 rótulos por 2,80 tokens',
    invite: 'Convide um amigo: vocês dois ganham 2.000 pontos',
    redeem: 'Os pontos viram tokens e vantagens quando o resgate for lançado.',
  },
};

export default appScreens;
