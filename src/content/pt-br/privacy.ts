import type { PrivacyPolicyWords } from '../schema';

/** The privacy policy: what we collect, why, who receives it, and the choices people have. */
const privacy: PrivacyPolicyWords = {
  summary:
    'Coletamos o que precisamos para executar as missões, verificar o trabalho e pagar as recompensas. Só vendemos ou licenciamos seus dados de missões para clientes empresariais — inclusive para treinamento de IA — com o seu consentimento, e você pode revogá-lo a qualquer momento.',
  sections: {
    'about-this-policy': {
      title: 'Sobre esta política',
      blocks: [
        'Esta Política de Privacidade explica como a {brand} (“{brand}”, “nós”, “nosso”) coleta, usa, compartilha e protege informações pessoais quando você usa o aplicativo móvel {brand}, este site e os serviços vinculados a eles (em conjunto, os “Serviços”). Ela também explica as escolhas e os direitos que você tem.',
        'Procuramos escrevê-la em linguagem simples. Quando usamos um termo com significado específico, nós o explicamos. Se algo não estiver claro, escreva para {supportEmail} e nós explicaremos.',
        'Esta política deve ser lida em conjunto com nossos Termos de Serviço e nosso Contrato de Licença de Usuário Final. Se você não concordar com a forma como tratamos as informações, não use os Serviços.',
      ],
    },
    'information-we-collect': {
      title: 'Informações que coletamos',
      blocks: [
        'Coletamos três tipos de informação: o que você nos fornece, o que você cria ao concluir missões e o que nossos sistemas registram automaticamente quando você usa os Serviços.',
      ],
      subsections: {
        'information-you-give-us': {
          title: 'Informações que você nos fornece',
          blocks: [
            [
              'Dados da conta: seu nome, endereço de e-mail, senha (armazenada apenas como um hash seguro) e, se você optar por adicioná-los, número de telefone, localização, foto de perfil e uma breve biografia.',
              'Dados de acesso do Google ou do Facebook, se você optar por entrar com eles: normalmente seu nome, endereço de e-mail e foto de perfil. Nunca recebemos sua senha desses serviços.',
              'Mensagens que você nos envia, por exemplo, pelo formulário de suporte, por e-mail ou em nossos canais da comunidade.',
              'Dados de recompensas e pagamentos quando o resgate estiver disponível, como o endereço de uma carteira ou as informações necessárias para entregar um cartão-presente.',
            ],
            'Atualmente, não verificamos seu endereço de e-mail no cadastro: você baixa o aplicativo, entra na sua conta e já pode começar. Certifique-se de que o endereço informado está correto, pois é por ele que entramos em contato com você sobre sua conta, suas recompensas e alterações nesta política.',
          ],
        },
        'quest-submissions': {
          title: 'Envios de missões',
          blocks: [
            'Quando você conclui uma missão, recebemos o trabalho que você envia. Dependendo da missão, isso pode incluir rótulos de imagens, textos que você verifica ou corrige, respostas a verificações de validação de dados, transcrições de áudio, respostas a pesquisas, fotos de recibos, vídeos curtos, decisões de moderação de conteúdo e os resultados de tarefas personalizadas de treinamento de IA.',
            'Algumas missões pedem que você capture material novo, como a foto de um recibo ou um vídeo curto. Esse material pode conter informações pessoais — suas ou de outras pessoas. Cada missão explica o que capturar; evite incluir rostos, nomes, números de cartão ou outros dados que a missão não solicite. Nosso processo de revisão remove ou mascara esses dados quando os encontramos.',
          ],
        },
        'information-collected-automatically': {
          title: 'Informações coletadas automaticamente',
          blocks: [
            [
              'Informações de uso: quais missões você abre, inicia e conclui, quanto tempo as tarefas levam, sua precisão e suas sequências.',
              'Informações do dispositivo: modelo do dispositivo, sistema operacional, versão do aplicativo, idioma, fuso horário e um identificador de dispositivo específico do aplicativo.',
              'Informações de rede: endereço IP e a localização aproximada derivada dele (país e região, não sua posição exata).',
              'Informações de diagnóstico: relatórios de falhas e registros de desempenho que nos ajudam a corrigir problemas.',
            ],
            'Usamos essas informações para manter os Serviços funcionando, detectar fraudes, como contas automatizadas ou duplicadas, e aplicar as restrições de territórios descritas em nossos Termos de Serviço.',
          ],
        },
      },
    },
    'how-we-use-information': {
      title: 'Como usamos suas informações',
      blocks: [
        'Usamos informações pessoais apenas para finalidades claras:',
        [
          'Para criar e manter sua conta e mostrar a você missões adequadas ao seu idioma, à sua localização e às suas habilidades.',
          'Para verificar a qualidade dos envios, geralmente de forma automática em poucos minutos e, quando necessário, por revisores humanos, e para creditar pontos quando uma missão é aprovada na verificação.',
          'Para calcular e entregar pontos, bônus de indicação, recompensas por sequência e, quando o resgate for lançado, tokens e outras recompensas.',
          'Para prevenir fraudes, abusos e incidentes de segurança, e para manter os Serviços disponíveis apenas nos territórios permitidos.',
          'Para responder às suas perguntas e enviar a você mensagens sobre o serviço, como alterações nas missões, nas recompensas ou nestes documentos.',
          'Para enviar dicas para ganhar mais e novidades da plataforma, se você tiver concordado em recebê-las. Você pode cancelar a inscrição a qualquer momento.',
          'Para melhorar os Serviços, usando estatísticas agregadas sempre que possível.',
          'Para cumprir obrigações legais, como normas fiscais e contábeis, e para exercer ou defender direitos em demandas judiciais.',
        ],
        'Não usamos suas informações para exibir publicidade de terceiros para você e não vendemos os dados da sua conta.',
      ],
    },
    'selling-and-licensing-data': {
      title: 'Como os dados das missões são vendidos e licenciados',
      blocks: [
        'A {brand} é paga por clientes empresariais por dados rotulados e validados, e é assim que conseguimos recompensar você. Por isso, vendemos ou licenciamos os envios de missões para clientes empresariais, inclusive para treinar, testar e avaliar modelos de inteligência artificial. Só fazemos isso com o seu consentimento.',
        [
          'Consentimento em primeiro lugar: antes da sua primeira missão, o aplicativo pergunta se seus envios podem ser incluídos nos conjuntos de dados que vendemos ou licenciamos. A solicitação indica os tipos de clientes e de usos envolvidos, e você pode recusar.',
          'Revogação a qualquer momento: você pode retirar seu consentimento nas configurações de privacidade do aplicativo ou escrevendo para {supportEmail}. A partir de então, deixamos de adicionar seus envios a novos conjuntos de dados.',
          'O que os clientes recebem: o próprio envio (por exemplo, um rótulo, uma transcrição ou a foto de um recibo com os dados pessoais mascarados), nunca seu nome, endereço de e-mail, dados de contato ou informações de pagamento.',
          'O que os clientes não podem fazer: nossos contratos proíbem os clientes de tentar identificar os colaboradores e de revender os dados fora da finalidade acordada.',
        ],
        'A retirada do consentimento não afeta os conjuntos de dados já entregues antes da sua revogação, pois não podemos recuperar dados de um cliente. A revogação pode limitar as missões disponíveis para você, já que algumas missões existem apenas para criar conjuntos de dados para clientes; avisaremos você quando for esse o caso.',
      ],
    },
    'sharing-information': {
      title: 'Outras formas de compartilhamento de informações',
      blocks: [
        'Além das vendas de conjuntos de dados com as quais você consentiu, compartilhamos informações pessoais apenas com:',
        [
          'Prestadores de serviços que trabalham em nosso nome, como hospedagem, análise de dados, atendimento ao cliente, verificação de identidade e parceiros de pagamento. Eles só podem usar as informações para nos prestar seus serviços.',
          'Revisores humanos que verificam a qualidade das missões. Eles veem o envio que revisam, não seus dados de contato.',
          'Autoridades, quando a lei exigir ou quando for necessário para proteger os direitos, a segurança ou a propriedade de nossos usuários, do público ou da {brand}.',
          'Um comprador ou sucessor, caso a {brand} participe de uma fusão, aquisição ou venda de ativos. Esta política continuará a se aplicar às informações transferidas dessa forma.',
        ],
        'Outros colaboradores só podem ver o que você optar por tornar público, como seu nome de exibição, sua classificação e seus emblemas.',
      ],
    },
    'legal-bases': {
      title: 'Bases legais para o tratamento',
      blocks: [
        'Quando se aplicam leis de proteção de dados como o GDPR europeu ou o GDPR do Reino Unido, utilizamos as seguintes bases legais:',
        [
          'Contrato: para fornecer os Serviços nos quais você se cadastrou, incluindo o crédito de pontos e a entrega de recompensas.',
          'Consentimento: para vender ou licenciar seus envios a clientes empresariais e para enviar mensagens de marketing. Você pode retirar seu consentimento a qualquer momento.',
          'Interesses legítimos: para proteger os Serviços, prevenir fraudes e aprimorar nossas missões, desde que esses interesses não se sobreponham aos seus direitos.',
          'Obrigação legal: para manter registros financeiros e responder a solicitações feitas nos termos da lei.',
        ],
      ],
    },
    'data-retention': {
      title: 'Por quanto tempo mantemos as informações',
      blocks: [
        'Mantemos informações pessoais apenas pelo tempo necessário para as finalidades acima:',
        [
          'As informações da conta são mantidas enquanto sua conta estiver ativa. Contas inativas há 2 anos ou mais entram na fila de exclusão; enviamos um e-mail a você antes de excluir uma conta, para que você possa mantê-la simplesmente entrando nela.',
          'Os registros financeiros, como registros de recompensas, pagamentos e impostos, são mantidos normalmente por 5 a 7 anos, conforme exigido pelas leis contábeis e fiscais.',
          'Os envios de missões que não fazem parte de um conjunto de dados entregue são excluídos ou anonimizados quando sua conta é excluída.',
          'As mensagens de suporte são mantidas por até 2 anos após o fim da conversa.',
          'Os registros de segurança e de prevenção a fraudes são mantidos pelo tempo necessário para investigar incidentes e, depois, excluídos.',
        ],
        'Quando você exclui sua conta, excluímos ou anonimizamos suas informações pessoais em até 30 dias, exceto os registros que somos obrigados por lei a manter.',
      ],
    },
    security: {
      title: 'Como protegemos as informações',
      blocks: [
        'Protegemos as informações pessoais com medidas técnicas e organizacionais adequadas ao risco, incluindo:',
        [
          'Criptografia dos dados em trânsito e em repouso.',
          'Acesso baseado em funções: funcionários e prestadores de serviços só podem acessar as informações que sua função exige, e os acessos são registrados e revisados.',
          'Um encarregado de proteção de dados, que supervisiona a forma como tratamos as informações pessoais, analisa novos usos de dados e atende às solicitações de privacidade.',
          'Mascaramento dos dados pessoais nos envios antes que sejam exibidos aos revisores ou entregues aos clientes.',
          'Testes de segurança regulares e um plano de resposta a incidentes, incluindo a notificação a você e às autoridades quando a lei exigir.',
        ],
        'Nenhum sistema é perfeitamente seguro. Use uma senha forte e exclusiva e avise-nos imediatamente em {supportEmail} se achar que sua conta foi comprometida.',
      ],
    },
    'your-rights': {
      title: 'Seus direitos e escolhas',
      blocks: [
        'Dependendo de onde você mora, você pode ter o direito de:',
        [
          'Acessar as informações pessoais que mantemos sobre você e receber uma cópia em formato portátil.',
          'Corrigir informações imprecisas ou incompletas.',
          'Excluir sua conta e suas informações pessoais, ressalvados os registros que somos obrigados a manter.',
          'Recusar a venda ou o licenciamento dos seus dados de missões e retirar qualquer consentimento que tenha dado.',
          'Opor-se a determinados tratamentos ou pedir que os restrinjamos.',
          'Cancelar a inscrição em mensagens de marketing pelo link presente em cada mensagem ou nas configurações do aplicativo.',
          'Apresentar uma reclamação à autoridade local de proteção de dados.',
        ],
        'Para exercer esses direitos, escreva para {supportEmail} ou use as configurações de privacidade do aplicativo. Talvez precisemos confirmar sua identidade antes de atender a uma solicitação, e respondemos dentro do prazo previsto em lei, geralmente 30 dias. Nunca trataremos você de forma diferente por exercer seus direitos de privacidade, embora recusar a venda de dados possa mudar as missões disponíveis para você.',
      ],
    },
    'age-requirements': {
      title: 'Requisitos de idade',
      blocks: [
        'Você deve ter pelo menos 16 anos para usar os Serviços (13 nos EUA). Usuários menores de 18 anos precisam do consentimento de um dos pais ou do responsável legal, conforme explicado em nossos Termos de Serviço.',
        'Não coletamos intencionalmente informações pessoais de crianças abaixo dessas idades. Se você acredita que uma criança nos forneceu informações pessoais, escreva para {supportEmail} e nós as excluiremos.',
      ],
    },
    'international-transfers': {
      title: 'Transferências internacionais',
      blocks: [
        'A {brand} está sediada nos Estados Unidos, e nossos prestadores de serviços e clientes empresariais podem estar localizados em outros países. Quando transferimos informações pessoais para fora do Espaço Econômico Europeu, do Reino Unido ou de outra região com regras sobre transferências, usamos salvaguardas reconhecidas por lei, como cláusulas contratuais-padrão.',
      ],
    },
    cookies: {
      title: 'Cookies e tecnologias semelhantes',
      blocks: [
        'Este site não usa cookies de publicidade nem de rastreamento entre sites e não carrega nada de outros sites. Se você escolher um tema claro ou escuro com o seletor no cabeçalho, seu navegador memoriza essa escolha no seu dispositivo; ela nunca é enviada para nós, e escolher a opção Sistema a apaga. O aplicativo armazena uma pequena quantidade de informações no seu dispositivo, como sua sessão de acesso e suas configurações, para que funcione e continue seguro.',
        'Os links para nossos canais da comunidade ({discord} e {x}), para as lojas de aplicativos ({googlePlay} e {appStore}) e para nossa documentação ({lightpaper}) levam você a serviços operados por terceiros, que têm suas próprias políticas de privacidade.',
      ],
    },
    changes: {
      title: 'Alterações nesta política',
      blocks: [
        'Podemos atualizar esta política à medida que os Serviços mudarem, por exemplo, quando o resgate ou novas opções de saque, como cartões-presente e trocas por stablecoins, forem disponibilizados. Alteraremos a data no topo da página e, se uma alteração for significativa, avisaremos você no aplicativo ou por e-mail antes que ela entre em vigor. Pediremos seu consentimento novamente antes de usar suas informações de uma forma com a qual você não tenha concordado.',
      ],
    },
    contact: {
      title: 'Fale conosco',
      blocks: [
        'Para qualquer dúvida sobre esta política ou sobre suas informações pessoais, ou para falar com nosso encarregado de proteção de dados, escreva para {supportEmail}. Mencione “Privacidade” no assunto para que sua mensagem chegue rapidamente à equipe certa.',
      ],
    },
  },
};

export default privacy;
