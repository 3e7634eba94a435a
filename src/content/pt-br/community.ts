import type { CommunityWords } from '../schema';

const community: CommunityWords = {
  communityIntro: {
    eyebrow: 'Comunidade e suporte',
    lead: 'Conheça milhares de outros treinadores de IA, encontre respostas na central de ajuda ou mande uma mensagem para a nossa equipe de suporte. Estamos aqui para você todos os dias.',
  },
  communityChannels: {
    discord: {
      title: 'Entre no Discord',
      description:
        'Converse com outros treinadores, troque dicas de missões, saiba antes de todo mundo dos novos tipos de missão e receba ajuda rápida dos moderadores.',
    },
    x: {
      title: 'Siga no X',
      description:
        'Novidades do produto, lançamentos de recompensas, destaques da comunidade e atualizações de status da plataforma, em tempo real.',
    },
  },
  communityChannelsHeading: 'Participe da conversa',
  faq: {
    title: 'Perguntas frequentes',
    lead: 'Pesquise na central de ajuda ou navegue por tema.',
    searchLabel: 'Pesquisar nas perguntas frequentes',
    searchPlaceholder: 'Pesquisar perguntas...',
    searchButton: 'Buscar',
    categoriesLabel: 'Categorias das perguntas frequentes',
    emptyTitle: 'Nenhuma pergunta encontrada',
    emptyHint: 'Tente ajustar a sua pesquisa ou navegue por outras categorias',
    resultCount: { '=0': '{count} perguntas {scope}', one: '{count} pergunta {scope}', other: '{count} perguntas {scope}' },
    resultScope: { category: 'em {category}', all: 'em todas as categorias' },
    matchesElsewhere: {
      one: '{count} pergunta de outra categoria corresponde à sua pesquisa.',
      other: '{count} perguntas de outras categorias correspondem à sua pesquisa.',
    },
    searchAllCategories: 'Pesquisar em todas as categorias',
    landmark: 'Perguntas frequentes',
  },
  faqCategories: {
    'getting-started': 'Primeiros passos',
    earnings: 'Ganhos',
    quests: 'Missões',
    technical: 'Técnico',
    account: 'Conta',
  },
  allCategoriesName: 'Todas',
  faqItems: {
    'getting-started': [
      {
        question: 'Como começo a ganhar?',
        answer:
          'Baixe o app, faça login e escolha sua primeira missão. No momento, não há etapa de verificação de e-mail, então você tem acesso imediato e pode concluir uma missão poucos minutos depois de instalar.',
      },
      {
        question: 'Custa alguma coisa para participar?',
        answer: 'Não. O cadastro é gratuito, o app é gratuito e você nunca paga para participar de uma missão.',
      },
      {
        question: 'Preciso de experiência para concluir missões?',
        answer:
          'Não é preciso ter experiência. Toda missão vem com instruções curtas e exemplos, e a maioria leva poucos minutos. Você aprende na prática, e missões mais difíceis são liberadas à medida que sua precisão aumenta.',
      },
      {
        question: 'Quais dispositivos posso usar?',
        answer:
          'O app funciona em celulares Android e iOS. Instale pelo Google Play ou pela App Store; no site, você pode conferir uma prévia das telas do painel e do perfil.',
      },
      {
        question: 'O que acontece com os dados que eu envio?',
        answer:
          'Seus envios ajudam a treinar e testar sistemas de IA. Só licenciamos os dados resultantes para clientes empresariais com o seu consentimento, e você pode revogá-lo a qualquer momento nas suas configurações de privacidade.',
      },
    ],
    earnings: [
      {
        question: 'Quanto posso ganhar?',
        answer:
          'Os beta testers costumam ganhar 500–5.000 pontos por semana, e não há limite máximo. Os melhores colaboradores chegam a ganhar até US$\u00a015,50 por hora, dependendo das missões que escolhem e da sua precisão.',
      },
      {
        question: 'Quando os pontos são creditados na minha conta?',
        answer:
          'Os pontos são creditados assim que a missão passa na verificação, geralmente em poucos minutos. Algumas missões precisam de um revisor humano, o que pode levar um pouco mais de tempo.',
      },
      {
        question: 'Como funciona o programa de indicação?',
        answer:
          'Convide um amigo e vocês dois recebem 2.000 pontos quando ele se cadastrar. Depois, você ganha 10% de cada ponto que ele acumular, mais 10% dos pontos ganhos pelas pessoas que ele convidar. Não há limites.',
      },
      {
        question: 'Como resgato meus pontos?',
        answer:
          'Os pontos poderão ser convertidos em tokens $SCAN e outros benefícios quando o resgate for liberado. Opções de saque, como cartões-presente e trocas por stablecoins, estão em desenvolvimento, e não haverá valor mínimo para saque.',
      },
      {
        question: 'O token $SCAN é um investimento?',
        answer:
          'Não. O $SCAN é um token utilitário que recompensa as suas contribuições e libera benefícios dentro do app. Ele não é um produto de investimento e não traz nenhuma promessa de valor futuro.',
      },
    ],
    quests: [
      {
        question: 'Que tipos de missão existem?',
        answer:
          'Rotulagem de imagens, verificação de textos, validação de dados, transcrição de áudio, pesquisas, envio de recibos, vídeos curtos, moderação de conteúdo e tarefas personalizadas de treinamento de IA. Novos tipos de missão surgem com frequência.',
      },
      {
        question: 'O que envolve uma missão de rotulagem de imagens?',
        answer:
          'As missões de rotulagem de imagens mostram uma foto e pedem que você marque o que aparece nela ou desenhe uma caixa em volta de cada objeto indicado nas instruções. Toda missão traz exemplos, e seus rótulos são conferidos antes de os pontos serem creditados.',
      },
      {
        question: 'Como funciona a verificação de textos?',
        answer:
          'Em uma missão de verificação de textos, você lê um texto curto, como uma legenda, a descrição de um produto ou uma resposta de IA, e confirma se ele está correto, completo e dentro do tema, ou aponta o que está errado.',
      },
      {
        question: 'O que é uma missão de validação de dados?',
        answer:
          'As missões de validação de dados pedem que você confira registros, como endereços, recibos ou rótulos feitos por outros participantes, e os confirme ou corrija, para que os dados entregues aos clientes empresariais sejam precisos.',
      },
      {
        question: 'O que eu faço em uma missão de transcrição de áudio?',
        answer:
          'As missões de transcrição de áudio tocam uma gravação curta e pedem que você digite exatamente o que é dito. Fones de ouvido e um lugar silencioso ajudam.',
      },
      {
        question: 'Quanto tempo leva uma missão?',
        answer:
          'A maioria das missões leva entre um e dez minutos. Cada cartão de missão mostra o tempo estimado e a recompensa antes de você começar, para que você possa encaixá-la numa pausa para o café ou no trajeto para o trabalho.',
      },
      {
        question: 'Como o meu trabalho é verificado?',
        answer:
          'Verificações automáticas comparam suas respostas com resultados conhecidos e com as de outros colaboradores. Quando a máquina não consegue decidir, um revisor humano verifica a missão antes de os pontos serem creditados.',
      },
      {
        question: 'Por que uma missão foi rejeitada?',
        answer:
          'Uma missão é rejeitada quando as respostas ficam abaixo da precisão que a tarefa exige — por exemplo, um objeto que não foi marcado em uma imagem. Leia o feedback, revise os exemplos e tente a próxima: a precisão melhora o seu acesso a missões que pagam mais.',
      },
      {
        question: 'Posso escolher quais missões fazer?',
        answer:
          'Sim. Navegue pela lista de missões, filtre por tipo, tempo e recompensa e escolha o que for melhor para você. Nenhuma missão é atribuída a você, e não há horários fixos.',
      },
    ],
    technical: [
      {
        question: 'O app não carrega as missões. O que devo fazer?',
        answer:
          'Verifique sua conexão e, em seguida, feche e abra o app novamente. Se as missões ainda não aparecerem, atualize para a versão mais recente pela loja de aplicativos; versões antigas deixam de receber novas missões.',
      },
      {
        question: 'Preciso estar sempre conectado à internet?',
        answer:
          'Você precisa de conexão para baixar uma missão e para enviá-la. Missões com imagens, áudio ou vídeo consomem mais dados, por isso recomendamos usar Wi-Fi nelas.',
      },
      {
        question: 'Meu envio falhou. Perdi o meu trabalho?',
        answer:
          'Não. O app guarda no seu aparelho o envio pendente e tenta de novo quando a conexão voltar. Mantenha o app instalado até a missão aparecer como enviada.',
      },
      {
        question: 'Quais permissões o app exige?',
        answer:
          'Apenas as que cada missão precisa: a câmera para envio de recibos e vídeos curtos, o microfone para missões de áudio. O app pede a permissão na primeira vez, e você pode revogá-la a qualquer momento nas configurações do celular.',
      },
    ],
    account: [
      {
        question: 'Qual é a idade mínima?',
        answer:
          'Você precisa ter pelo menos 16 anos, ou 13 nos Estados Unidos. Usuários com menos de 18 anos precisam do consentimento de um dos pais ou do responsável legal.',
      },
      {
        question: 'Como altero os dados do meu perfil?',
        answer:
          'Abra o seu perfil e escolha Editar perfil para atualizar nome, e-mail, telefone, localização e bio; depois, salve as alterações.',
      },
      {
        question: 'Como excluo minha conta?',
        answer:
          'Abra Configurações da conta e escolha Excluir conta. Contas que ficam inativas por 2 anos ou mais também entram na fila de exclusão. Alguns registros financeiros são mantidos por 5–7 anos, conforme exige a lei.',
      },
      {
        question: 'Como baixo uma cópia dos meus dados?',
        answer:
          'Escolha Baixar dados em Configurações da conta. Preparamos uma exportação do seu perfil, do histórico de missões e das recompensas e avisamos quando estiver pronta.',
      },
    ],
  },
  supportForm: {
    title: 'Ainda precisa de ajuda?',
    lead: 'Envie uma mensagem e a nossa equipe de suporte responderá em até 2 horas.',
    fields: {
      name: { label: 'Nome', placeholder: 'Seu nome' },
      email: { label: 'E-mail', placeholder: 'voce@example.com' },
      subject: { label: 'Assunto', placeholder: 'Como podemos ajudar?' },
      message: { label: 'Mensagem', placeholder: 'Conte o que aconteceu e o que você esperava…' },
    },
    submit: 'Enviar mensagem',
    addressNote: 'O botão Enviar mensagem abre um rascunho no seu app de e-mail. Você também pode nos escrever diretamente em',
  },
};

export default community;
