import type { HowItWorksWords } from '../schema';

const howItWorks: HowItWorksWords = {
  howItWorksIntro: {
    eyebrow: 'Do cadastro às recompensas em quatro passos',
    lead: 'Instale o app gratuito, escolha uma missão que combine com você, conclua algumas tarefas curtas e veja seus pontos chegarem — geralmente em poucos minutos.',
    action: 'Baixe o app',
  },
  stepsSection: {
    title: 'Quatro passos até a sua primeira recompensa',
    lead: 'Sem precisar de experiência, sem verificação de e-mail e sem valor mínimo para saque.',
    steps: {
      signUp: {
        title: 'Cadastre-se grátis',
        description: 'Baixe o app e faça login. No momento, não é preciso verificar o e-mail, então o acesso é imediato.',
        points: [
          'Cadastro e uso gratuitos',
          'Não é preciso ter experiência',
          'Recebeu o convite de um amigo? Vocês dois ganham 2.000 pontos',
        ],
      },
      chooseQuest: {
        title: 'Escolha sua missão',
        description: 'Veja as missões disponíveis para você e escolha as que combinam com seus interesses e seu tempo.',
        points: [
          'Rotulagem de imagens e verificação de textos',
          'Transcrição de áudio, pesquisas e recibos',
          'Veja cada recompensa antes de começar',
        ],
      },
      completeTasks: {
        title: 'Conclua as tarefas',
        description: 'Siga as instruções curtas e envie suas respostas. Cada tarefa costuma levar só alguns segundos.',
        points: ['Instruções claras, com exemplos', 'Trabalhe no seu ritmo, de qualquer lugar', 'Mais precisão, recompensas maiores'],
      },
      getRewarded: {
        title: 'Receba recompensas na hora',
        description: 'Os pontos são creditados assim que sua missão passa na verificação, geralmente em poucos minutos.',
        points: ['Verificação humana quando necessário', 'Sem valor mínimo para saque', 'Pontos viram tokens e benefícios'],
      },
    },
  },
  faqSection: {
    title: 'Perguntas frequentes',
    lead: 'Tudo o que você precisa saber antes da sua primeira missão.',
    items: [
      {
        question: 'Como funciona o programa de indicação?',
        answer:
          'Convide um amigo e vocês dois ganham 2.000 pontos quando ele se cadastrar. A partir daí, você ganha 10% de cada ponto que seu amigo acumular, mais 10% dos pontos ganhos pelas pessoas que ele indicar. Não há limites.',
      },
      {
        question: 'Quanto posso ganhar?',
        answer:
          'Os beta testers costumam ganhar 500–5.000 pontos por semana, dependendo de quantas missões concluem. Não há limite máximo.',
      },
      {
        question: 'Em quanto tempo os pontos são creditados?',
        answer:
          'Os pontos são creditados depois que a missão passa na verificação, geralmente em poucos minutos. Algumas missões precisam de verificação humana, o que pode levar um pouco mais de tempo.',
      },
      {
        question: 'Como resgato meus pontos?',
        answer:
          'Os pontos poderão ser convertidos em tokens e outros benefícios quando o resgate for liberado. Opções de saque, como cartões-presente e trocas por stablecoins, estão em desenvolvimento.',
      },
      {
        question: 'Existe valor mínimo para saque?',
        answer: 'Não. Não há valor mínimo para saque: cada ponto que você ganha conta.',
      },
      {
        question: 'Custa alguma coisa para participar?',
        answer: 'Não. O cadastro e o uso do app são gratuitos, e não é preciso ter experiência: toda missão vem com instruções claras.',
      },
      {
        question: 'Preciso verificar meu endereço de e-mail?',
        answer: 'No momento, não. Hoje não é exigida nenhuma verificação de e-mail: baixe o app, faça login e tenha acesso imediato.',
      },
      {
        question: 'Que tipos de missão posso fazer?',
        answer:
          'Rotulagem de imagens, verificação de textos, validação de dados, transcrição de áudio, pesquisas, envio de recibos, vídeos curtos, moderação de conteúdo e tarefas personalizadas de treinamento de IA.',
      },
      {
        question: 'Os tokens $SCAN são um investimento?',
        answer:
          'Não. Os tokens $SCAN são tokens utilitários que recompensam o seu trabalho no app; não são um produto de investimento e não trazem nenhuma promessa de valor ou de retorno.',
      },
      {
        question: 'O que acontece com os dados que eu envio?',
        answer:
          'Os dados enviados são coletados e vendidos ou licenciados para clientes empresariais, inclusive para treinamento de IA. A venda é feita com o seu consentimento, e você pode recusá-la a qualquer momento.',
      },
    ],
  },
};

export default howItWorks;
