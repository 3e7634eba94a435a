import type { TermsWords } from '../schema';

/** The Terms of Service: the agreement that governs quests, points, referrals and tokens. */
const terms: TermsWords = {
  summary:
    'Estos términos son el acuerdo entre tú y {brand}. Explican quién puede usar la app, cómo funcionan las misiones y los puntos, qué son los tokens SCAN (tokens de utilidad, no una inversión) y qué pasa si algo sale mal.',
  sections: {
    agreement: {
      title: 'Nuestro acuerdo contigo',
      blocks: [
        'Estos Términos del servicio («Términos») rigen tu uso de la app móvil de {brand}, de este sitio web y de los servicios relacionados (en conjunto, los «Servicios»), que presta {brand} («{brand}», «nosotros», «nos»). Al crear una cuenta o usar los Servicios, aceptas estos Términos, nuestra Política de privacidad y, en el caso de la app, nuestro Contrato de licencia de usuario final.',
        'Léelos con atención. Si no estás de acuerdo, no uses los Servicios. Si usas los Servicios en nombre de una organización, confirmas que puedes aceptar estos Términos en su nombre.',
      ],
    },
    eligibility: {
      title: 'Quién puede usar los Servicios',
      blocks: [
        'Para usar los Servicios debes:',
        [
          'Tener la edad suficiente. Los Servicios no están destinados a niños menores de 13 años, y los usuarios menores de 18 años necesitan el consentimiento de uno de sus padres o de su tutor, quien acepta estos Términos en su nombre y es responsable del uso que hagan de ellos. Nuestra Política de privacidad fija la edad mínima en 16 años (13 en Estados Unidos).',
          'Tener capacidad para celebrar un contrato vinculante y no tener prohibido el uso de los Servicios en virtud de ninguna ley aplicable.',
          'No encontrarte en un territorio restringido ni residir en él.',
        ],
        'Los Servicios no están disponibles en Corea del Norte, Irán, Siria, Cuba y Crimea, ni para ninguna persona que figure en una lista de sanciones de un gobierno. Podemos agregar territorios a esta lista cuando la ley lo exija. Usar una VPN u otros medios para ocultar tu ubicación con el fin de eludir esta restricción constituye un incumplimiento de estos Términos, y perderás todos los puntos obtenidos de esa forma.',
      ],
    },
    'your-account': {
      title: 'Tu cuenta',
      blocks: [
        [
          'Una persona, una cuenta. Las cuentas son personales y no pueden compartirse, venderse ni transferirse.',
          'Proporciona información exacta y mantenla actualizada. Actualmente no exigimos verificar el correo electrónico al registrarte, así que te corresponde asegurarte de que tu dirección de correo electrónico sea correcta: es la vía por la que te contactamos sobre tu cuenta y tus recompensas.',
          'Mantén segura tu contraseña. Eres responsable de lo que ocurra en tu cuenta y debes avisarnos de inmediato a {supportEmail} si crees que otra persona tiene acceso a ella.',
          'Podemos pedirte que confirmes tu identidad antes de pagarte recompensas, por ejemplo, para prevenir fraudes o para cumplir obligaciones legales.',
        ],
      ],
    },
    quests: {
      title: 'Misiones y verificación',
      blocks: [
        'Las misiones son tareas pequeñas, como etiquetado de imágenes, verificación de textos, validación de datos, transcripción de audio, encuestas, subida de recibos, videoclips cortos, moderación de contenido y tareas personalizadas de entrenamiento de IA. Cada misión te indica qué hacer, cuánto tiempo suele tomar y cuántos puntos vale.',
        [
          'Haz el trabajo personalmente, con honestidad y cuidado, siguiendo las instrucciones de la misión.',
          'Los puntos se acreditan después de que una misión pasa la verificación. La mayoría de los controles son automáticos y terminan en cuestión de minutos; algunos envíos los revisan personas, lo que puede tardar más.',
          'Podemos rechazar un envío que no siga las instrucciones o que sea inexacto, copiado o generado automáticamente. Los envíos rechazados no otorgan puntos.',
          'La disponibilidad de las misiones, su valor en puntos y sus requisitos pueden cambiar en cualquier momento, y no todas las misiones están disponibles en todos los países o idiomas.',
          'Algunas misiones de moderación de contenido pueden mostrar material que a algunas personas les resulte perturbador. Estas misiones están señaladas, son opcionales y puedes dejarlas en cualquier momento.',
        ],
      ],
    },
    'your-submissions': {
      title: 'Tus envíos y los derechos que otorgas',
      blocks: [
        'Conservas todos los derechos que tengas sobre lo que envías. Al enviar trabajo, otorgas a {brand} una licencia mundial, perpetua, irrevocable y libre de regalías para usar, copiar, modificar, combinar, vender, licenciar y distribuir tus envíos, incluso a clientes empresariales que los usan para entrenar y evaluar modelos de inteligencia artificial. Los puntos que recibes son el pago total por esta licencia.',
        'Solo vendemos o licenciamos envíos a clientes empresariales con tu consentimiento, y puedes excluirte en cualquier momento, como explica nuestra Política de privacidad. La exclusión se aplica a los conjuntos de datos creados después de que te excluyas.',
        'Confirmas que tienes derecho a enviar lo que subes, que no infringe los derechos de nadie y que cuentas con el permiso de cualquier persona que pueda ser identificada en ello.',
      ],
    },
    'points-and-rewards': {
      title: 'Puntos, recompensas y pagos',
      blocks: [
        [
          'Los puntos son un registro del trabajo que has hecho. Hasta que se canjean, no son dinero, no tienen valor en efectivo y no pueden transferirse ni venderse.',
          'Los puntos se convertirán en tokens SCAN y otros beneficios cuando se habilite el canje. Anunciaremos las reglas de conversión en la app antes de que se abra el canje.',
          'Las opciones de retiro de dinero, como las tarjetas de regalo y los intercambios por stablecoins, están en desarrollo. Publicaremos sus condiciones, sus comisiones y las verificaciones de identidad que puedan requerir antes de lanzarlas.',
          'No hay un monto mínimo de retiro: una vez que haya un método de pago disponible, puedes canjear el saldo que tengas, sea cual sea.',
          'Podemos corregir los saldos que sean incorrectos debido a un error técnico y retirar los puntos obtenidos mediante fraude, automatización o cualquier incumplimiento de estos Términos.',
          'Eres responsable de los impuestos sobre las recompensas que recibas. Podemos pedirte información tributaria cuando la ley lo exija.',
        ],
      ],
    },
    'scan-tokens': {
      title: 'Tokens SCAN',
      blocks: [
        'Los tokens SCAN son tokens de utilidad, no una inversión. Existen para usarse dentro del ecosistema de {brand}, por ejemplo, para canjear beneficios o acceder a funciones. No son acciones, valores, depósitos ni ningún otro producto financiero, y no te otorgan ninguna propiedad sobre {brand} ni participación en sus ganancias.',
        [
          'No prometemos que los tokens SCAN vayan a tener, mantener o aumentar ningún valor, ni que puedan negociarse en algún lugar.',
          'No adquieras ni conserves tokens SCAN con la expectativa de obtener ganancias.',
          'Las transacciones en blockchain son irreversibles. Los tokens enviados a una dirección de billetera equivocada no se pueden recuperar, y eres responsable de mantener seguras tu billetera y sus claves.',
          'Las leyes sobre tokens digitales varían de un país a otro y pueden cambiar. Las funciones de los tokens pueden estar limitadas o no estar disponibles donde vives.',
        ],
        'Nuestro {lightpaper} describe cómo está previsto que funcionen los tokens SCAN. Es información, no una oferta ni una promesa: si difiere de estos Términos, prevalecen estos Términos.',
      ],
    },
    'referral-programme': {
      title: 'Programa de referidos',
      blocks: [
        'Puedes invitar a tus amigos con tu enlace o código de referido personal:',
        [
          'Cuando un amigo se registra con tu enlace, cada uno de ustedes recibe 2.000 puntos.',
          'Después, ganas un bono equivalente al 10 % de todos los puntos que tu amigo obtenga en las misiones, más un 10 % adicional de los puntos que ganen las personas a las que tu amigo invite.',
          'No hay límite en la cantidad de amigos que puedes invitar ni en los puntos de bonificación que puedes ganar.',
          'Los bonos por referidos los paga {brand}. Nunca se descuentan de las ganancias de tus amigos.',
        ],
        'Los referidos deben ser personas reales que se unan por decisión propia. No está permitido crear cuentas para ti, pagar a personas para que se registren, enviar invitaciones masivas no deseadas ni engañar a las personas sobre los Servicios; eliminaremos los puntos obtenidos de esa forma y podremos cerrar las cuentas implicadas. Podemos modificar o terminar el programa de referidos de cara al futuro, pero conservarás los puntos que ya hayas ganado con él.',
      ],
    },
    'acceptable-use': {
      title: 'Uso aceptable',
      blocks: [
        'Al usar los Servicios, no debes:',
        [
          'Usar bots, scripts, emuladores, granjas de clics ni herramientas de inteligencia artificial para completar misiones, salvo que una misión lo permita expresamente.',
          'Crear o controlar más de una cuenta, ni usar la cuenta de otra persona.',
          'Subir contenido ilegal, dañino, que incite al odio o sexualmente explícito, o que infrinja los derechos o la privacidad de otra persona.',
          'Intentar acceder a datos, sistemas o cuentas a los que no tienes permiso para acceder, ni interferir con la seguridad o el rendimiento de los Servicios.',
          'Copiar, revender o divulgar fuera de los Servicios los materiales de las misiones o los datos de los clientes.',
          'Acosar a otros miembros, a los revisores o a nuestro personal, incluso en los canales de la comunidad.',
        ],
      ],
    },
    'intellectual-property': {
      title: 'Nuestra propiedad intelectual',
      blocks: [
        'Los Servicios, incluidos la app, el sitio web, los diseños de las misiones, el software, los logotipos y el nombre {brand}, pertenecen a {brand} o a sus licenciantes y están protegidos por la ley. Estos Términos no te otorgan ningún derecho a usarlos, salvo para usar los Servicios según lo previsto. Si nos envías comentarios o ideas, podemos usarlos libremente sin ninguna obligación hacia ti.',
      ],
    },
    'suspension-and-termination': {
      title: 'Suspensión y cancelación',
      blocks: [
        'Puedes dejar de usar los Servicios y eliminar tu cuenta en cualquier momento. Podemos suspender o cerrar tu cuenta, o retener los puntos que estén en revisión, si incumples estos Términos, si la ley lo exige o si sospechamos razonablemente que hay fraude. Siempre que sea posible, te diremos el motivo y te daremos la oportunidad de responder.',
        'Si cerramos tu cuenta sin causa justificada, te permitiremos canjear cualquier saldo válido cuando el canje esté disponible. Las cuentas inactivas durante 2 años o más pasan a la cola de eliminación, como explica nuestra Política de privacidad. Las secciones sobre envíos, tokens, exenciones de responsabilidad, responsabilidad y disputas siguen aplicándose después de que se cierre tu cuenta.',
      ],
    },
    disclaimers: {
      title: 'Exenciones de responsabilidad',
      blocks: [
        'Nos esforzamos por que los Servicios sean útiles y estén disponibles, pero se proporcionan «tal cual» y «según disponibilidad». En la medida en que la ley lo permita, no otorgamos garantías de ningún tipo, incluida la de que los Servicios funcionen sin interrupciones ni errores, la de que haya disponible una cantidad determinada de misiones o la de que vayas a ganar un monto determinado. Las cifras de ganancias que se muestran en la app o en este sitio web son ejemplos, no promesas.',
      ],
    },
    'limitation-of-liability': {
      title: 'Limitación de responsabilidad',
      blocks: [
        'En la medida en que la ley lo permita, {brand} no es responsable de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de la pérdida de ganancias, de datos o de oportunidades, que se deriven de tu uso de los Servicios.',
        'Nuestra responsabilidad total por todas las reclamaciones relacionadas con los Servicios se limita a la cantidad mayor entre US$ 100 y los montos que {brand} te haya pagado en los 12 meses anteriores al hecho que dio lugar a la reclamación.',
        'Algunas jurisdicciones no permiten estos límites, por lo que es posible que no todos se apliquen en tu caso. Nada de lo dispuesto en estos Términos limita la responsabilidad que no puede limitarse por ley, como la derivada de fraude o de muerte o lesiones personales causadas por negligencia.',
        'Aceptas indemnizar a {brand} por las reclamaciones, pérdidas y costos que se deriven de tu incumplimiento de estos Términos o de tu uso indebido de los Servicios.',
      ],
    },
    'governing-law-and-disputes': {
      title: 'Ley aplicable y disputas',
      blocks: [
        'Estos Términos se rigen por las leyes del estado de Georgia, Estados Unidos, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier disputa relacionada con estos Términos o con los Servicios será resuelta exclusivamente por los tribunales estatales o federales ubicados en el condado de Fulton, Georgia, y tú y {brand} se someten a su jurisdicción.',
        'Antes de acudir a los tribunales, escríbenos a {supportEmail}: la mayoría de los problemas pueden resolverse de forma rápida e informal. Si vives en un país cuyas leyes de protección al consumidor te dan derecho a presentar reclamaciones ante los tribunales locales, estos Términos no te quitan ese derecho.',
      ],
    },
    'changes-and-contact': {
      title: 'Cambios y contacto',
      blocks: [
        'Podemos actualizar estos Términos a medida que evolucionen los Servicios. Cambiaremos la fecha que aparece al principio de esta página y, en el caso de cambios importantes, te avisaremos en la app o por correo electrónico al menos 14 días antes de que entren en vigor. Si sigues usando los Servicios después de ese plazo, aceptas los Términos actualizados.',
        'Si alguna parte de estos Términos se considera inaplicable, el resto seguirá vigente. Puedes enviar tus preguntas sobre estos Términos a {supportEmail}.',
      ],
    },
  },
};

export default terms;
