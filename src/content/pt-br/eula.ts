import type { EulaWords } from '../schema';

/** The End User License Agreement: the licence under which people install and use the app. */
const eula: EulaWords = {
  summary:
    'Este contrato permite que você instale e use o aplicativo {brand} nos seus próprios dispositivos para realizar suas próprias missões. Ele lista o que você não pode fazer com o aplicativo, como funcionam as atualizações e como a licença termina.',
  sections: {
    'about-this-agreement': {
      title: 'Sobre este contrato',
      blocks: [
        'Este Contrato de Licença de Usuário Final (“Contrato”) é celebrado entre você e a {brand} (“{brand}”, “nós”, “nosso”). Ele abrange o aplicativo móvel {brand}, incluindo suas atualizações, seu conteúdo e sua documentação (o “Aplicativo”), independentemente de como você o obteve.',
        'Ao instalar ou usar o Aplicativo, você aceita este Contrato. O seu uso das missões, dos pontos, das indicações e dos tokens disponíveis no Aplicativo também é regido pelos nossos Termos de Serviço, e nossa Política de Privacidade explica como tratamos suas informações. Se este Contrato e os Termos de Serviço divergirem em algum ponto relativo ao próprio Aplicativo, prevalece este Contrato.',
      ],
    },
    'licence-grant': {
      title: 'Concessão de licença',
      blocks: [
        'Concedemos a você uma licença pessoal, limitada, não exclusiva, intransferível e revogável para baixar, instalar e usar o Aplicativo em dispositivos móveis que sejam de sua propriedade ou estejam sob seu controle, exclusivamente para participar dos Serviços da {brand} para si mesmo, de acordo com este Contrato, os Termos de Serviço e as regras da loja de aplicativos da qual você o obteve.',
        'O Aplicativo é licenciado, não vendido. Nós e nossos licenciadores mantemos todos os direitos que este Contrato não conceda expressamente a você.',
      ],
    },
    'who-may-use-the-app': {
      title: 'Quem pode usar o Aplicativo',
      blocks: [
        'Você só pode usar o Aplicativo se cumprir os requisitos de elegibilidade dos nossos Termos de Serviço. O Aplicativo não se destina a crianças menores de 13 anos; você deve ter pelo menos 16 anos para usá-lo (13 nos EUA) e, se tiver menos de 18 anos, precisará do consentimento de um dos pais ou do responsável legal, que aceita este Contrato em seu nome.',
        'O Aplicativo é destinado a pessoas físicas que realizam missões para si mesmas. Empresas que desejam dados rotulados devem entrar em contato conosco pela página para empresas do nosso site, e não pelo Aplicativo.',
      ],
    },
    restrictions: {
      title: 'Restrições',
      blocks: [
        'Exceto quando a lei o permitir expressamente, apesar desta restrição, você não deve:',
        [
          'Copiar, modificar, traduzir ou criar obras derivadas do Aplicativo.',
          'Descompilar, desmontar ou fazer engenharia reversa do Aplicativo, ou tentar extrair seu código-fonte.',
          'Alugar, emprestar, vender, sublicenciar, distribuir ou disponibilizar de qualquer outra forma o Aplicativo a terceiros.',
          'Executar o Aplicativo em emuladores, fazendas de dispositivos ou ambientes modificados, ou usar bots, scripts ou automação para concluir missões ou ganhar pontos.',
          'Remover, ocultar ou alterar quaisquer avisos de propriedade, rótulos ou elementos de marca do Aplicativo.',
          'Contornar ou interferir em recursos de segurança, mecanismos de verificação, verificações de localização ou limites de uso.',
          'Usar o Aplicativo para infringir qualquer lei ou para criar um produto ou serviço concorrente.',
        ],
      ],
    },
    updates: {
      title: 'Atualizações e alterações',
      blocks: [
        'Atualizamos o Aplicativo regularmente para adicionar missões, corrigir problemas e melhorar a segurança. As atualizações podem ser instaladas automaticamente, dependendo das configurações do seu dispositivo. Algumas atualizações são obrigatórias: uma versão mais antiga pode deixar de funcionar até que você instale a mais recente.',
        'Recursos, tipos de missão e opções de recompensa podem ser adicionados, alterados ou removidos. Por exemplo, o resgate de pontos por tokens SCAN e as opções de saque, como cartões-presente e trocas por stablecoins, ainda estão em desenvolvimento e chegarão por meio de atualizações. Este Contrato se aplica a todas as atualizações, a menos que a atualização venha acompanhada de termos próprios.',
      ],
    },
    'device-permissions': {
      title: 'Permissões do dispositivo',
      blocks: [
        'Algumas missões precisam de acesso a recursos do seu dispositivo. O Aplicativo pede permissão antes de usá-los, e você pode alterar sua escolha nas configurações do dispositivo:',
        [
          'Câmera: para fotografar recibos e gravar vídeos curtos.',
          'Microfone: para missões de áudio.',
          'Fotos e arquivos: para enviar as imagens que você escolher.',
          'Notificações: para avisar você sobre novas missões, recompensas verificadas e sequências.',
        ],
        'Se você recusar uma permissão, as missões que dependem dela não estarão disponíveis, mas o restante do Aplicativo continuará funcionando. O que acontece com as informações coletadas dessa forma está descrito em nossa Política de Privacidade.',
      ],
    },
    'rewards-and-tokens': {
      title: 'Recompensas e tokens no Aplicativo',
      blocks: [
        'Os pontos, emblemas, classificações e tokens SCAN exibidos no Aplicativo são regidos pelos Termos de Serviço. Os tokens SCAN são tokens utilitários, não um investimento: destinam-se ao uso dentro do ecossistema {brand}, não são valores mobiliários nem produtos financeiros, e não fazemos nenhuma promessa quanto ao seu valor. Os pontos não têm valor monetário até serem resgatados.',
        'As recompensas só aparecem no Aplicativo depois que uma missão é aprovada na verificação. Se o Aplicativo exibir um saldo incorreto por causa de uma falha de software, de um problema de conexão ou de fraude, poderemos corrigi-lo. Os recursos de resgate e saque, quando forem lançados, poderão exigir verificações de identidade adicionais e poderão não estar disponíveis em todos os países.',
      ],
    },
    'third-party-services': {
      title: 'Serviços e software de terceiros',
      blocks: [
        'O Aplicativo pode incluir componentes de código aberto, licenciados sob seus próprios termos; uma lista está disponível nas configurações do Aplicativo. O Aplicativo também pode conter links para serviços operados por terceiros, como lojas de aplicativos, provedores de autenticação, canais da comunidade e provedores de carteiras. Não somos responsáveis por esses serviços, e o seu uso deles é regido pelos termos próprios de cada um.',
      ],
    },
    'ownership-and-feedback': {
      title: 'Propriedade e comentários',
      blocks: [
        'O Aplicativo, seu design, código, textos e gráficos, bem como o nome e os logotipos {brand}, pertencem à {brand} ou a seus licenciadores e são protegidos por leis de direitos autorais, de marcas e outras. Se você nos enviar sugestões ou comentários sobre o Aplicativo, poderemos usá-los sem restrições e sem pagamento a você.',
        'O trabalho que você envia pelo Aplicativo é regido pelos Termos de Serviço, que explicam a licença que você nos concede, como os envios podem ser vendidos ou licenciados a clientes empresariais com o seu consentimento e como revogá-lo.',
      ],
    },
    termination: {
      title: 'Rescisão',
      blocks: [
        'Este Contrato vigora até que você ou nós o encerremos. Você pode encerrá-lo a qualquer momento excluindo o Aplicativo de todos os seus dispositivos e, se quiser, excluindo sua conta. Ele termina automaticamente se você o violar, e podemos encerrá-lo ou suspender seu acesso se deixarmos de oferecer o Aplicativo ou se a lei assim exigir.',
        'Quando o Contrato terminar, você deverá parar de usar o Aplicativo e excluí-lo. O que acontece com sua conta e seus pontos está descrito nos Termos de Serviço. As seções sobre restrições, propriedade, isenções de garantia, responsabilidade e lei aplicável permanecem em vigor após a rescisão.',
      ],
    },
    'disclaimer-of-warranties': {
      title: 'Isenção de garantias',
      blocks: [
        'O Aplicativo é fornecido “no estado em que se encontra” e “conforme disponível”. Na medida permitida por lei, a {brand} se isenta de todas as garantias, expressas ou implícitas, incluindo garantias de comercialização, de adequação a uma finalidade específica e de não violação de direitos. Não prometemos que o Aplicativo estará livre de erros, funcionará em todos os dispositivos ou estará disponível sem interrupções, nem que determinadas missões ou ganhos estarão disponíveis para você.',
      ],
    },
    'limitation-of-liability': {
      title: 'Limitação de responsabilidade',
      blocks: [
        'Na medida permitida por lei, a {brand} não se responsabiliza por danos indiretos, incidentais, especiais, consequenciais ou punitivos, nem por perda de dados, de lucros ou de reputação, decorrentes do seu uso ou da impossibilidade de uso do Aplicativo.',
        'Nossa responsabilidade total nos termos deste Contrato limita-se ao maior valor entre US$\u00a0100 e os valores pagos a você pela {brand} nos 12 meses anteriores ao evento que deu origem à reclamação. Nada neste Contrato limita a responsabilidade que não possa ser limitada por lei.',
      ],
    },
    'export-and-territories': {
      title: 'Restrições de exportação e territoriais',
      blocks: [
        'Você não pode baixar nem usar o Aplicativo na Coreia do Norte, no Irã, na Síria, em Cuba ou na Crimeia, nem exportá-lo para esses locais ou para qualquer outro território sujeito a sanções abrangentes, e não pode usá-lo se o seu nome constar em uma lista de sanções governamentais. Você confirma que nada disso se aplica a você.',
      ],
    },
    'app-store-terms': {
      title: 'Termos das lojas de aplicativos',
      blocks: [
        'Se você baixou o Aplicativo na {appStore} da Apple ou no {googlePlay}:',
        [
          'Este Contrato é celebrado apenas entre você e a {brand}, e não com o operador da loja, e somente a {brand} é responsável pelo Aplicativo e por seu conteúdo.',
          'O operador da loja não tem nenhuma obrigação de fornecer manutenção ou suporte para o Aplicativo.',
          'Se o Aplicativo não cumprir uma garantia aplicável, você poderá notificar o operador da loja, que poderá reembolsar o preço de compra, se houver; fora isso, o operador da loja não tem nenhuma obrigação de garantia.',
          'O operador da loja não é responsável por reclamações relacionadas ao Aplicativo, incluindo reclamações de responsabilidade pelo produto, reclamações legais ou regulatórias e reclamações de propriedade intelectual.',
          'A Apple e suas subsidiárias, ou o Google, conforme o caso, são terceiros beneficiários deste Contrato e podem exigir o seu cumprimento contra você.',
        ],
      ],
    },
    'governing-law': {
      title: 'Lei aplicável',
      blocks: [
        'Este Contrato é regido pelas leis do Estado da Geórgia, EUA, sem considerar suas normas sobre conflito de leis. Qualquer disputa relativa a ele será decidida exclusivamente pelos tribunais estaduais ou federais localizados no Condado de Fulton, Geórgia. Se as leis de defesa do consumidor do seu país lhe concederem direitos irrenunciáveis, este Contrato não retira esses direitos.',
      ],
    },
    contact: {
      title: 'Contato',
      blocks: [
        'Dúvidas sobre este Contrato ou sobre o Aplicativo podem ser enviadas para {supportEmail}. Se alterarmos este Contrato, atualizaremos a data no topo desta página e avisaremos você no Aplicativo antes que alterações significativas entrem em vigor.',
      ],
    },
  },
};

export default eula;
