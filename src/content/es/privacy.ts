import type { PrivacyPolicyWords } from '../schema';

/** The privacy policy: what we collect, why, who receives it, and the choices people have. */
const privacy: PrivacyPolicyWords = {
  summary:
    'Recopilamos lo que necesitamos para gestionar las misiones, verificar el trabajo y pagar las recompensas. Solo vendemos o licenciamos los datos de tus misiones a clientes empresariales —incluso para entrenar IA— con tu consentimiento, y puedes excluirte en cualquier momento.',
  sections: {
    'about-this-policy': {
      title: 'Acerca de esta política',
      blocks: [
        'Esta Política de privacidad explica cómo {brand} («{brand}», «nosotros», «nos») recopila, usa, comparte y protege la información personal cuando usas la app móvil de {brand}, este sitio web y los servicios relacionados con ellos (en conjunto, los «Servicios»). También explica las opciones y los derechos que tienes.',
        'Intentamos redactarla en un lenguaje sencillo. Cuando usamos un término con un significado específico, lo explicamos. Si algo no queda claro, escríbenos a {supportEmail} y te lo explicaremos.',
        'Esta política debe leerse junto con nuestros Términos del servicio y nuestro Contrato de licencia de usuario final. Si no estás de acuerdo con la forma en que tratamos la información, te pedimos que no uses los Servicios.',
      ],
    },
    'information-we-collect': {
      title: 'Información que recopilamos',
      blocks: [
        'Recopilamos tres tipos de información: la que nos das, la que creas al completar misiones y la que nuestros sistemas registran automáticamente cuando usas los Servicios.',
      ],
      subsections: {
        'information-you-give-us': {
          title: 'Información que nos das',
          blocks: [
            [
              'Datos de la cuenta: tu nombre, tu dirección de correo electrónico, tu contraseña (guardada solo como un hash seguro) y, si decides agregarlos, un número de teléfono, tu ubicación, una foto de perfil y una biografía breve.',
              'Datos de inicio de sesión de Google o Facebook, si decides iniciar sesión con ellos: por lo general, tu nombre, tu dirección de correo electrónico y tu foto de perfil. Nunca recibimos tu contraseña de esos servicios.',
              'Los mensajes que nos envías, por ejemplo, a través del formulario de soporte, por correo electrónico o en nuestros canales de la comunidad.',
              'Datos de recompensas y pagos una vez que el canje esté disponible, como la dirección de una billetera o la información necesaria para entregar una tarjeta de regalo.',
            ],
            'Actualmente no verificamos tu dirección de correo electrónico cuando te registras: descargas la app, inicias sesión y puedes empezar de inmediato. Por favor, asegúrate de que la dirección que nos das sea correcta, porque es la vía por la que te contactamos sobre tu cuenta, tus recompensas y los cambios en esta política.',
          ],
        },
        'quest-submissions': {
          title: 'Envíos de misiones',
          blocks: [
            'Cuando completas una misión, recibimos el trabajo que envías. Según la misión, puede incluir etiquetas de imágenes, textos que verificas o corriges, respuestas a controles de validación de datos, transcripciones de audio, respuestas a encuestas, fotos de recibos, videoclips cortos, decisiones de moderación de contenido y los resultados de tareas personalizadas de entrenamiento de IA.',
            'Algunas misiones te piden capturar material nuevo, como la foto de un recibo o un video corto. Ese material puede contener información personal, tuya o de otras personas. Cada misión explica qué debes capturar; te pedimos que evites incluir rostros, nombres, números de tarjeta u otros datos que la misión no pida. Nuestro proceso de revisión elimina u oculta esos datos cuando los encuentra.',
          ],
        },
        'information-collected-automatically': {
          title: 'Información que se recopila automáticamente',
          blocks: [
            [
              'Información de uso: qué misiones abres, empiezas y terminas, cuánto tardan las tareas, tu precisión y tus rachas.',
              'Información del dispositivo: modelo del dispositivo, sistema operativo, versión de la app, idioma, zona horaria y un identificador de dispositivo propio de la app.',
              'Información de red: la dirección IP y la ubicación aproximada que se deduce de ella (país y región, no tu posición exacta).',
              'Información de diagnóstico: informes de fallos y registros de rendimiento que nos ayudan a solucionar problemas.',
            ],
            'Usamos esta información para que los Servicios sigan funcionando, para detectar fraudes, como cuentas automatizadas o duplicadas, y para aplicar las restricciones territoriales que se describen en nuestros Términos del servicio.',
          ],
        },
      },
    },
    'how-we-use-information': {
      title: 'Cómo usamos tu información',
      blocks: [
        'Usamos la información personal solo para fines claros:',
        [
          'Para crear y gestionar tu cuenta y mostrarte misiones adecuadas a tu idioma, tu ubicación y tus habilidades.',
          'Para comprobar la calidad de los envíos, normalmente de forma automática en cuestión de minutos y, cuando es necesario, mediante revisores humanos, y para acreditar los puntos una vez que una misión pasa la verificación.',
          'Para calcular y entregar puntos, bonos por referidos, recompensas por racha y, cuando se habilite el canje, tokens y otras recompensas.',
          'Para prevenir fraudes, abusos e incidentes de seguridad, y para que los Servicios estén disponibles solo en los territorios permitidos.',
          'Para responder tus preguntas y enviarte mensajes del servicio, por ejemplo, sobre cambios en las misiones, en las recompensas o en estos documentos.',
          'Para enviarte consejos para ganar más y novedades de la plataforma, si aceptaste recibirlos. Puedes darte de baja en cualquier momento.',
          'Para mejorar los Servicios, usando estadísticas agregadas siempre que sea posible.',
          'Para cumplir con obligaciones legales, como las normas tributarias y contables, y para establecer o defender reclamaciones legales.',
        ],
        'No usamos tu información para mostrarte publicidad de terceros y no vendemos los datos de tu cuenta.',
      ],
    },
    'selling-and-licensing-data': {
      title: 'Cómo se venden y licencian los datos de las misiones',
      blocks: [
        '{brand} recibe pagos de clientes empresariales por datos etiquetados y validados, y así es como podemos recompensarte. Por eso vendemos o licenciamos los envíos de las misiones a clientes empresariales, incluso para entrenar, probar y evaluar modelos de inteligencia artificial. Solo lo hacemos con tu consentimiento.',
        [
          'Primero, el consentimiento: antes de tu primera misión, la app te pregunta si tus envíos pueden incluirse en los conjuntos de datos que vendemos o licenciamos. La solicitud indica los tipos de clientes y de usos de que se trata, y puedes decir que no.',
          'Exclusión en cualquier momento: puedes retirar tu consentimiento en la configuración de privacidad de la app o escribiendo a {supportEmail}. A partir de ese momento, dejamos de agregar tus envíos a nuevos conjuntos de datos.',
          'Lo que reciben los clientes: el envío en sí (por ejemplo, una etiqueta, una transcripción o la foto de un recibo con los datos personales ocultos), nunca tu nombre, tu dirección de correo electrónico, tus datos de contacto ni tu información de pago.',
          'Lo que los clientes no pueden hacer: nuestros contratos prohíben a los clientes intentar identificar a los colaboradores y revender los datos fuera del fin acordado.',
        ],
        'Retirar tu consentimiento no afecta a los conjuntos de datos que ya se entregaron antes de que te excluyeras, porque no podemos recuperar datos de un cliente. Excluirte puede limitar las misiones disponibles para ti, ya que algunas misiones existen solo para crear conjuntos de datos para clientes; te avisaremos cuando sea el caso.',
      ],
    },
    'sharing-information': {
      title: 'Otras formas en que compartimos información',
      blocks: [
        'Además de las ventas de conjuntos de datos que consentiste, solo compartimos información personal con:',
        [
          'Proveedores de servicios que trabajan en nuestro nombre, como los de alojamiento, analítica, atención al cliente, verificación de identidad y pagos. Solo pueden usar la información para prestarnos su servicio.',
          'Revisores humanos que comprueban la calidad de las misiones. Ven el envío que revisan, no tus datos de contacto.',
          'Autoridades, cuando la ley lo exige o cuando es necesario para proteger los derechos, la seguridad o los bienes de nuestros usuarios, del público o de {brand}.',
          'Un comprador o sucesor, si {brand} participa en una fusión, una adquisición o una venta de activos. Esta política seguirá aplicándose a la información transferida de ese modo.',
        ],
        'Los demás colaboradores solo pueden ver lo que decidas hacer público, como tu nombre visible, tu rango y tus insignias.',
      ],
    },
    'legal-bases': {
      title: 'Bases legales del tratamiento',
      blocks: [
        'Cuando se aplican leyes de protección de datos como el RGPD o el RGPD del Reino Unido, nos basamos en estas bases legales:',
        [
          'Contrato: para prestarte los Servicios en los que te registraste, incluida la acreditación de puntos y la entrega de recompensas.',
          'Consentimiento: para vender o licenciar tus envíos a clientes empresariales y para enviarte mensajes de marketing. Puedes retirar tu consentimiento en cualquier momento.',
          'Intereses legítimos: para proteger los Servicios, prevenir fraudes y mejorar nuestras misiones, siempre que tus derechos no prevalezcan sobre esos intereses.',
          'Obligación legal: para llevar registros financieros y responder a las solicitudes legalmente válidas.',
        ],
      ],
    },
    'data-retention': {
      title: 'Cuánto tiempo conservamos la información',
      blocks: [
        'Conservamos la información personal solo durante el tiempo que la necesitamos para los fines indicados arriba:',
        [
          'La información de la cuenta se conserva mientras tu cuenta esté activa. Las cuentas inactivas durante 2 años o más pasan a la cola de eliminación; antes de eliminar una cuenta te enviamos un correo electrónico para que puedas conservarla iniciando sesión.',
          'Los registros financieros, como los de recompensas, pagos e impuestos, se conservan normalmente durante 5–7 años, como lo exigen las leyes contables y tributarias.',
          'Los envíos de misiones que no forman parte de un conjunto de datos ya entregado se eliminan o se anonimizan cuando se elimina tu cuenta.',
          'Los mensajes de soporte se conservan hasta 2 años después de que termina la conversación.',
          'Los registros de seguridad y de prevención de fraudes se conservan durante el tiempo necesario para investigar incidentes y luego se eliminan.',
        ],
        'Cuando eliminas tu cuenta, eliminamos o anonimizamos tu información personal en un plazo de 30 días, salvo los registros que la ley nos obliga a conservar.',
      ],
    },
    security: {
      title: 'Cómo protegemos la información',
      blocks: [
        'Protegemos la información personal con medidas técnicas y organizativas adecuadas al riesgo, entre ellas:',
        [
          'Cifrado de los datos en tránsito y en reposo.',
          'Acceso basado en roles: el personal y los contratistas solo pueden acceder a la información que su función requiere, y los accesos se registran y se revisan.',
          'Un delegado de protección de datos que supervisa cómo tratamos la información personal, revisa los nuevos usos de los datos y atiende las solicitudes de privacidad.',
          'Ocultamiento de los datos personales de los envíos antes de mostrarlos a los revisores o de entregarlos a los clientes.',
          'Pruebas de seguridad periódicas y un plan de respuesta a incidentes, que incluye avisarte a ti y a las autoridades cuando la ley lo exige.',
        ],
        'Ningún sistema es perfectamente seguro. Por favor, usa una contraseña segura y única, y avísanos de inmediato a {supportEmail} si crees que tu cuenta se vio comprometida.',
      ],
    },
    'your-rights': {
      title: 'Tus derechos y opciones',
      blocks: [
        'Según dónde vivas, es posible que tengas derecho a:',
        [
          'Acceder a la información personal que tenemos sobre ti y recibir una copia en un formato portátil.',
          'Corregir la información inexacta o incompleta.',
          'Eliminar tu cuenta y tu información personal, salvo los registros que debemos conservar.',
          'Excluirte de la venta o la concesión de licencias de los datos de tus misiones, y retirar cualquier consentimiento que hayas dado.',
          'Oponerte a ciertos tratamientos o pedirnos que los limitemos.',
          'Darte de baja de los mensajes de marketing con el enlace que incluye cada mensaje o en la configuración de la app.',
          'Presentar una queja ante tu autoridad local de protección de datos.',
        ],
        'Para ejercer estos derechos, escribe a {supportEmail} o usa la configuración de privacidad de la app. Es posible que debamos confirmar tu identidad antes de atender una solicitud, y respondemos dentro del plazo que nos da la ley, normalmente 30 días. Nunca te trataremos de forma diferente por ejercer tus derechos de privacidad, aunque excluirte de la venta de datos puede cambiar las misiones disponibles para ti.',
      ],
    },
    'age-requirements': {
      title: 'Requisitos de edad',
      blocks: [
        'Debes tener al menos 16 años para usar los Servicios (13 en Estados Unidos). Los usuarios menores de 18 años necesitan el consentimiento de uno de sus padres o de su tutor, como explican nuestros Términos del servicio.',
        'No recopilamos a sabiendas información personal de niños menores de estas edades. Si crees que un niño nos dio información personal, escribe a {supportEmail} y la eliminaremos.',
      ],
    },
    'international-transfers': {
      title: 'Transferencias internacionales',
      blocks: [
        '{brand} tiene su sede en Estados Unidos, y nuestros proveedores de servicios y clientes empresariales pueden estar ubicados en otros países. Cuando transferimos información personal fuera del Espacio Económico Europeo, del Reino Unido o de otra región con normas sobre transferencias, usamos garantías reconocidas por la ley, como las cláusulas contractuales tipo.',
      ],
    },
    cookies: {
      title: 'Cookies y tecnologías similares',
      blocks: [
        'Este sitio web no usa cookies publicitarias ni de seguimiento entre sitios, y no carga nada desde otros sitios web. Si eliges un tema claro u oscuro con el selector de su encabezado, tu navegador recuerda esa elección en tu dispositivo; nunca se nos envía, y al elegir Sistema se olvida. La app guarda una pequeña cantidad de información en tu dispositivo, como tu sesión iniciada y tu configuración, para funcionar y mantenerse segura.',
        'Los enlaces a nuestros canales de la comunidad ({discord} y {x}), a las tiendas de apps ({googlePlay} y {appStore}) y a nuestra documentación ({lightpaper}) te llevan a servicios gestionados por terceros, que tienen sus propias políticas de privacidad.',
      ],
    },
    changes: {
      title: 'Cambios en esta política',
      blocks: [
        'Podemos actualizar esta política a medida que cambien los Servicios, por ejemplo, cuando estén disponibles el canje o nuevas opciones de retiro de dinero, como las tarjetas de regalo y los intercambios por stablecoins. Cambiaremos la fecha que aparece al principio de la página y, si un cambio es importante, te avisaremos en la app o por correo electrónico antes de que entre en vigor. Te pediremos de nuevo tu consentimiento antes de usar tu información de una forma que no hayas aceptado.',
      ],
    },
    contact: {
      title: 'Contáctanos',
      blocks: [
        'Si tienes cualquier pregunta sobre esta política o sobre tu información personal, o si quieres comunicarte con nuestro delegado de protección de datos, escribe a {supportEmail}. Indica «Privacidad» en el asunto para que tu mensaje llegue rápidamente al equipo correcto.',
      ],
    },
  },
};

export default privacy;
