import type { TermsWords } from '../schema';

/** The Terms of Service: the agreement that governs quests, points, referrals and tokens. */
const terms: TermsWords = {
  summary:
    'Estes termos são o acordo entre você e a {brand}. Eles explicam quem pode usar o aplicativo, como funcionam as missões e os pontos, o que são os tokens SCAN (tokens utilitários, não um investimento) e o que acontece se algo der errado.',
  sections: {
    agreement: {
      title: 'Nosso acordo com você',
      blocks: [
        'Estes Termos de Serviço (“Termos”) regem o seu uso do aplicativo móvel {brand}, deste site e dos serviços relacionados (em conjunto, os “Serviços”), fornecidos pela {brand} (“{brand}”, “nós”, “nosso”). Ao criar uma conta ou usar os Serviços, você concorda com estes Termos, com nossa Política de Privacidade e, no caso do aplicativo, com nosso Contrato de Licença de Usuário Final.',
        'Leia-os com atenção. Se você não concordar, não use os Serviços. Se você usar os Serviços em nome de uma organização, você confirma que tem autorização para aceitar estes Termos em nome dela.',
      ],
    },
    eligibility: {
      title: 'Quem pode usar os Serviços',
      blocks: [
        'Para usar os Serviços, você deve:',
        [
          'Ter idade suficiente. Os Serviços não se destinam a crianças menores de 13 anos, e usuários menores de 18 anos precisam do consentimento de um dos pais ou do responsável legal, que aceita estes Termos em nome deles e é responsável pelo uso que eles fazem dos Serviços. Nossa Política de Privacidade fixa a idade mínima em 16 anos (13 nos EUA).',
          'Ter capacidade para celebrar um contrato vinculante e não estar impedido de usar os Serviços por nenhuma lei aplicável.',
          'Não estar localizado em um território restrito nem residir nele.',
        ],
        'Os Serviços não estão disponíveis na Coreia do Norte, no Irã, na Síria, em Cuba e na Crimeia, nem para qualquer pessoa que conste em uma lista de sanções governamentais. Podemos acrescentar territórios a esta lista quando a lei exigir. Usar uma VPN ou outros meios para ocultar sua localização a fim de contornar essa restrição constitui violação destes Termos, e todos os pontos obtidos dessa forma serão perdidos.',
      ],
    },
    'your-account': {
      title: 'Sua conta',
      blocks: [
        [
          'Uma pessoa, uma conta. As contas são pessoais e não podem ser compartilhadas, vendidas nem transferidas.',
          'Forneça informações precisas e mantenha-as atualizadas. Atualmente, não exigimos a verificação do e-mail no cadastro, portanto cabe a você garantir que seu endereço de e-mail esteja correto: é por ele que entramos em contato com você sobre sua conta e suas recompensas.',
          'Mantenha sua senha em segurança. Você é responsável pelo que acontece na sua conta e deve nos avisar imediatamente em {supportEmail} se achar que outra pessoa tem acesso a ela.',
          'Podemos pedir que você confirme sua identidade antes de pagar recompensas, por exemplo, para prevenir fraudes ou cumprir obrigações legais.',
        ],
      ],
    },
    quests: {
      title: 'Missões e verificação',
      blocks: [
        'Missões são pequenas tarefas, como rotulagem de imagens, verificação de textos, validação de dados, transcrição de áudio, pesquisas, envio de recibos, vídeos curtos, moderação de conteúdo e tarefas personalizadas de treinamento de IA. Cada missão informa o que fazer, quanto tempo costuma levar e quantos pontos vale.',
        [
          'Faça o trabalho você mesmo, com honestidade e cuidado, seguindo as instruções da missão.',
          'Os pontos são creditados depois que a missão é aprovada na verificação. A maioria das verificações é automática e termina em poucos minutos; alguns envios são revisados por pessoas, o que pode levar mais tempo.',
          'Podemos rejeitar um envio que não siga as instruções ou que seja impreciso, copiado ou gerado automaticamente. Envios rejeitados não rendem pontos.',
          'A disponibilidade das missões, os valores em pontos e os requisitos podem mudar a qualquer momento, e nem todas as missões estão disponíveis em todos os países ou idiomas.',
          'Algumas missões de moderação de conteúdo podem exibir material que algumas pessoas consideram perturbador. Essas missões são sinalizadas e opcionais, e você pode parar a qualquer momento.',
        ],
      ],
    },
    'your-submissions': {
      title: 'Seus envios e os direitos que você concede',
      blocks: [
        'Você mantém todos os direitos que tiver sobre o que envia. Ao enviar um trabalho, você concede à {brand} uma licença mundial, perpétua, irrevogável e isenta de royalties para usar, copiar, modificar, combinar, vender, licenciar e distribuir seus envios, inclusive para clientes empresariais que os utilizam para treinar e avaliar modelos de inteligência artificial. Os pontos que você recebe constituem o pagamento integral por essa licença.',
        'Só vendemos ou licenciamos envios para clientes empresariais com o seu consentimento, e você pode revogá-lo a qualquer momento, conforme explicado em nossa Política de Privacidade. A revogação se aplica aos conjuntos de dados criados depois que você a fizer.',
        'Você confirma que tem o direito de enviar o que carrega, que isso não viola os direitos de terceiros e que tem a permissão de todas as pessoas que possam ser identificadas no material.',
      ],
    },
    'points-and-rewards': {
      title: 'Pontos, recompensas e pagamentos',
      blocks: [
        [
          'Os pontos são um registro do trabalho que você realizou. Até serem resgatados, eles não são dinheiro, não têm valor monetário e não podem ser transferidos nem vendidos.',
          'Os pontos serão convertidos em tokens SCAN e outras vantagens quando o resgate for lançado. Anunciaremos as regras de conversão no aplicativo antes da abertura do resgate.',
          'As opções de saque, como cartões-presente e trocas por stablecoins, estão em desenvolvimento. Publicaremos seus termos, suas tarifas e eventuais verificações de identidade antes do lançamento.',
          'Não há valor mínimo para pagamento: quando um método de pagamento estiver disponível, você poderá resgatar qualquer saldo que tiver.',
          'Podemos corrigir saldos incorretos em razão de erros técnicos e remover pontos obtidos por meio de fraude, automação ou qualquer violação destes Termos.',
          'Você é responsável por quaisquer impostos sobre as recompensas que receber. Podemos solicitar informações fiscais quando a lei exigir.',
        ],
      ],
    },
    'scan-tokens': {
      title: 'Tokens SCAN',
      blocks: [
        'Os tokens SCAN são tokens utilitários, não um investimento. Eles existem para ser usados dentro do ecossistema {brand}, por exemplo, para resgatar vantagens ou acessar recursos. Eles não são ações, valores mobiliários, depósitos nem qualquer outro produto financeiro, e não dão a você nenhuma participação na propriedade nem nos lucros da {brand}.',
        [
          'Não prometemos que os tokens SCAN terão, manterão ou ganharão qualquer valor, nem que serão negociáveis em algum lugar.',
          'Não adquira nem mantenha tokens SCAN na expectativa de obter lucro.',
          'As transações em blockchain são irreversíveis. Tokens enviados para um endereço de carteira errado não podem ser recuperados, e você é responsável por manter sua carteira e suas chaves em segurança.',
          'As leis sobre tokens digitais variam de um país para outro e podem mudar. Os recursos de tokens podem ser limitados ou indisponíveis onde você mora.',
        ],
        'Nosso {lightpaper} descreve como os tokens SCAN devem funcionar. Ele tem caráter informativo e não constitui uma oferta nem uma promessa: se ele e estes Termos divergirem, prevalecem estes Termos.',
      ],
    },
    'referral-programme': {
      title: 'Programa de indicação',
      blocks: [
        'Você pode convidar amigos com seu link ou código de indicação pessoal:',
        [
          'Quando um amigo se cadastra com o seu link, cada um de vocês recebe 2.000 pontos.',
          'Depois disso, você ganha um bônus equivalente a 10% de todos os pontos que seu amigo obtiver com missões, mais 10% adicionais dos pontos ganhos pelas pessoas que seu amigo indicar.',
          'Não há limite para o número de amigos que você pode convidar nem para os pontos de bônus que você pode ganhar.',
          'Os bônus de indicação são pagos pela {brand}. Eles nunca são descontados dos ganhos dos seus amigos.',
        ],
        'As indicações devem ser de pessoas reais que aderem por vontade própria. Não é permitido criar contas para si mesmo, pagar pessoas para se cadastrarem, enviar convites indesejados em massa nem enganar as pessoas sobre os Serviços; removeremos os pontos resultantes e poderemos encerrar as contas envolvidas. Podemos alterar ou encerrar o programa de indicação daqui em diante, mas os pontos que você já tiver ganhado com ele serão mantidos.',
      ],
    },
    'acceptable-use': {
      title: 'Uso aceitável',
      blocks: [
        'Ao usar os Serviços, você não deve:',
        [
          'Usar bots, scripts, emuladores, fazendas de cliques ou ferramentas de inteligência artificial para concluir missões, a menos que uma missão permita isso expressamente.',
          'Criar ou controlar mais de uma conta, ou usar a conta de outra pessoa.',
          'Enviar conteúdo ilegal, nocivo, de ódio ou sexualmente explícito, ou que viole os direitos ou a privacidade de outras pessoas.',
          'Tentar acessar dados, sistemas ou contas aos quais você não tem permissão de acesso, ou interferir na segurança ou no desempenho dos Serviços.',
          'Copiar, revender ou divulgar materiais de missões ou dados de clientes fora dos Serviços.',
          'Assediar outros membros, revisores ou nossa equipe, inclusive nos canais da comunidade.',
        ],
      ],
    },
    'intellectual-property': {
      title: 'Nossa propriedade intelectual',
      blocks: [
        'Os Serviços, incluindo o aplicativo, o site, o design das missões, o software, os logotipos e o nome {brand}, pertencem à {brand} ou a seus licenciadores e são protegidos por lei. Estes Termos não dão a você nenhum direito de usá-los, exceto para utilizar os Serviços da forma prevista. Se você nos enviar comentários ou ideias, poderemos usá-los livremente, sem nenhuma obrigação para com você.',
      ],
    },
    'suspension-and-termination': {
      title: 'Suspensão e encerramento',
      blocks: [
        'Você pode parar de usar os Serviços e excluir sua conta a qualquer momento. Podemos suspender ou encerrar sua conta, ou reter pontos em análise, se você violar estes Termos, se a lei exigir ou se suspeitarmos razoavelmente de fraude. Sempre que possível, informaremos o motivo e daremos a você a oportunidade de responder.',
        'Se encerrarmos sua conta sem justa causa, permitiremos que você resgate qualquer saldo válido quando o resgate estiver disponível. Contas inativas há 2 anos ou mais entram na fila de exclusão, conforme explicado em nossa Política de Privacidade. As seções sobre envios, tokens, isenções de responsabilidade, responsabilidade e disputas continuam a se aplicar após o encerramento da sua conta.',
      ],
    },
    disclaimers: {
      title: 'Isenções de responsabilidade',
      blocks: [
        'Trabalhamos muito para manter os Serviços úteis e disponíveis, mas eles são fornecidos “no estado em que se encontram” e “conforme disponíveis”. Na medida permitida por lei, não oferecemos garantias de nenhum tipo, inclusive de que os Serviços funcionarão sem interrupções ou sem erros, de que um determinado número de missões estará disponível ou de que você ganhará algum valor específico. Os valores de ganhos mostrados no aplicativo ou neste site são exemplos, não promessas.',
      ],
    },
    'limitation-of-liability': {
      title: 'Limitação de responsabilidade',
      blocks: [
        'Na medida permitida por lei, a {brand} não se responsabiliza por danos indiretos, incidentais, especiais, consequenciais ou punitivos, nem por lucros cessantes, perda de dados ou perda de oportunidades decorrentes do seu uso dos Serviços.',
        'Nossa responsabilidade total por todas as reclamações relacionadas aos Serviços limita-se ao maior valor entre US$\u00a0100 e os valores pagos a você pela {brand} nos 12 meses anteriores ao evento que deu origem à reclamação.',
        'Algumas jurisdições não permitem essas limitações, portanto é possível que nem todas se apliquem a você. Nada nestes Termos limita a responsabilidade que não possa ser limitada por lei, como em caso de fraude ou de morte ou lesão corporal causada por negligência.',
        'Você concorda em indenizar a {brand} por reclamações, perdas e custos decorrentes da sua violação destes Termos ou do uso indevido dos Serviços por você.',
      ],
    },
    'governing-law-and-disputes': {
      title: 'Lei aplicável e disputas',
      blocks: [
        'Estes Termos são regidos pelas leis do Estado da Geórgia, EUA, sem considerar suas normas sobre conflito de leis. Qualquer disputa relacionada a estes Termos ou aos Serviços será decidida exclusivamente pelos tribunais estaduais ou federais localizados no Condado de Fulton, Geórgia, e você e a {brand} aceitam a jurisdição desses tribunais.',
        'Antes de recorrer à Justiça, entre em contato conosco em {supportEmail}: a maioria dos problemas pode ser resolvida de forma rápida e informal. Se você mora em um país cujas leis de defesa do consumidor lhe dão o direito de apresentar reclamações nos tribunais locais, estes Termos não retiram esse direito.',
      ],
    },
    'changes-and-contact': {
      title: 'Alterações e contato',
      blocks: [
        'Podemos atualizar estes Termos à medida que os Serviços evoluírem. Alteraremos a data no topo desta página e, no caso de alterações significativas, avisaremos você no aplicativo ou por e-mail com pelo menos 14 dias de antecedência da entrada em vigor. Se você continuar usando os Serviços depois disso, estará aceitando os Termos atualizados.',
        'Se qualquer parte destes Termos for considerada inexequível, o restante continuará em vigor. Dúvidas sobre estes Termos podem ser enviadas para {supportEmail}.',
      ],
    },
  },
};

export default terms;
