import type { EulaWords } from '../schema';

/** The End User License Agreement: the licence under which people install and use the app. */
const eula: EulaWords = {
  summary:
    'Este contrato te permite instalar y usar la app de {brand} en tus propios dispositivos para realizar tus propias misiones. Indica lo que no puedes hacer con la app, cómo funcionan las actualizaciones y cómo termina la licencia.',
  sections: {
    'about-this-agreement': {
      title: 'Acerca de este contrato',
      blocks: [
        'Este Contrato de licencia de usuario final («Contrato») se celebra entre tú y {brand} («{brand}», «nosotros», «nos»). Abarca la app móvil de {brand}, incluidas sus actualizaciones, su contenido y su documentación (la «App»), independientemente de cómo la hayas obtenido.',
        'Al instalar o usar la App, aceptas este Contrato. Tu uso de las misiones, los puntos, los referidos y los tokens disponibles a través de la App también se rige por nuestros Términos del servicio, y nuestra Política de privacidad explica cómo tratamos tu información. Si este Contrato y los Términos del servicio se contradicen en algún punto relativo a la App en sí, prevalece este Contrato.',
      ],
    },
    'licence-grant': {
      title: 'Concesión de la licencia',
      blocks: [
        'Te otorgamos una licencia personal, limitada, no exclusiva, intransferible y revocable para descargar, instalar y usar la App en dispositivos móviles de tu propiedad o bajo tu control, con el único fin de participar personalmente en los Servicios de {brand}, de acuerdo con este Contrato, los Términos del servicio y las normas de la tienda de apps de la que la obtuviste.',
        'La App se otorga bajo licencia, no se vende. Nosotros y nuestros licenciantes conservamos todos los derechos que este Contrato no te otorga expresamente.',
      ],
    },
    'who-may-use-the-app': {
      title: 'Quién puede usar la App',
      blocks: [
        'Solo puedes usar la App si cumples los requisitos de nuestros Términos del servicio. La App no está destinada a niños menores de 13 años; debes tener al menos 16 años para usarla (13 en Estados Unidos) y, si eres menor de 18 años, necesitas el consentimiento de uno de tus padres o de tu tutor, quien acepta este Contrato en tu nombre.',
        'La App está pensada para personas que completan misiones por cuenta propia. Las empresas que quieran datos etiquetados deben contactarnos a través de la página Empresas de nuestro sitio web, y no a través de la App.',
      ],
    },
    restrictions: {
      title: 'Restricciones',
      blocks: [
        'Salvo en los casos en que la ley lo permita expresamente a pesar de esta restricción, no debes:',
        [
          'Copiar, modificar o traducir la App, ni crear obras derivadas de ella.',
          'Descompilar, desensamblar o aplicar ingeniería inversa a la App, ni intentar extraer su código fuente.',
          'Alquilar, prestar, vender, sublicenciar o distribuir la App, ni ponerla de cualquier otro modo a disposición de otras personas.',
          'Ejecutar la App en emuladores, granjas de dispositivos o entornos modificados, ni usar bots, scripts o automatizaciones para completar misiones o ganar puntos.',
          'Eliminar, ocultar o modificar cualquier aviso de propiedad, etiqueta o elemento de marca de la App.',
          'Eludir o interferir con las funciones de seguridad, los controles de verificación, los controles de ubicación o los límites de uso.',
          'Usar la App para infringir cualquier ley o para crear un producto o servicio de la competencia.',
        ],
      ],
    },
    updates: {
      title: 'Actualizaciones y cambios',
      blocks: [
        'Actualizamos la App con regularidad para agregar misiones, solucionar problemas y mejorar la seguridad. Las actualizaciones pueden instalarse automáticamente, según la configuración de tu dispositivo. Algunas actualizaciones son obligatorias: es posible que una versión anterior deje de funcionar hasta que instales la más reciente.',
        'Es posible que se agreguen, modifiquen o eliminen funciones, tipos de misiones y opciones de recompensa. Por ejemplo, el canje de puntos por tokens SCAN y las opciones de retiro de dinero, como las tarjetas de regalo y los intercambios por stablecoins, todavía están en desarrollo y llegarán mediante actualizaciones. Este Contrato se aplica a todas las actualizaciones, salvo que una actualización venga acompañada de sus propios términos.',
      ],
    },
    'device-permissions': {
      title: 'Permisos del dispositivo',
      blocks: [
        'Algunas misiones necesitan acceder a funciones de tu dispositivo. La App te pide permiso antes de usarlas, y puedes cambiar tu elección en la configuración de tu dispositivo:',
        [
          'Cámara: para fotografiar recibos y grabar videoclips cortos.',
          'Micrófono: para las misiones de audio.',
          'Fotos y archivos: para subir las imágenes que elijas.',
          'Notificaciones: para avisarte de nuevas misiones, recompensas verificadas y rachas.',
        ],
        'Si rechazas un permiso, las misiones que lo necesitan no estarán disponibles, pero el resto de la App seguirá funcionando. Lo que ocurre con la información recopilada de esta forma se describe en nuestra Política de privacidad.',
      ],
    },
    'rewards-and-tokens': {
      title: 'Recompensas y tokens en la App',
      blocks: [
        'Los puntos, las insignias, los rangos y los tokens SCAN que se muestran en la App se rigen por los Términos del servicio. Los tokens SCAN son tokens de utilidad, no una inversión: están pensados para usarse dentro del ecosistema de {brand}, no son valores ni productos financieros, y no hacemos ninguna promesa sobre su valor. Los puntos no tienen valor en efectivo hasta que se canjean.',
        'Las recompensas aparecen en la App solo después de que una misión pasa la verificación. Si la App muestra un saldo incorrecto debido a un error de software, un problema de conexión o un fraude, podemos corregirlo. Las funciones de canje y de retiro de dinero, cuando se lancen, pueden requerir verificaciones de identidad adicionales y es posible que no estén disponibles en todos los países.',
      ],
    },
    'third-party-services': {
      title: 'Servicios y software de terceros',
      blocks: [
        'La App puede incluir componentes de código abierto, que se rigen por sus propias licencias; puedes consultar la lista en la configuración de la App. La App también puede incluir enlaces a servicios gestionados por terceros, como tiendas de apps, proveedores de inicio de sesión, canales de la comunidad y proveedores de billeteras. No somos responsables de esos servicios, y tu uso de ellos se rige por sus propias condiciones.',
      ],
    },
    'ownership-and-feedback': {
      title: 'Propiedad y comentarios',
      blocks: [
        'La App, su diseño, su código, sus textos y sus gráficos, así como el nombre y los logotipos de {brand}, pertenecen a {brand} o a sus licenciantes y están protegidos por las leyes de derechos de autor, de marcas y otras. Si nos envías sugerencias o comentarios sobre la App, podemos usarlos sin restricciones y sin pagarte nada.',
        'El trabajo que envías a través de la App se rige por los Términos del servicio, que explican la licencia que nos otorgas, cómo pueden venderse o licenciarse los envíos a clientes empresariales con tu consentimiento y cómo excluirte.',
      ],
    },
    termination: {
      title: 'Terminación',
      blocks: [
        'Este Contrato permanece vigente hasta que tú o nosotros le pongamos fin. Puedes terminarlo en cualquier momento eliminando la App de todos tus dispositivos y, si lo deseas, eliminando tu cuenta. Termina automáticamente si lo incumples, y podemos terminarlo o suspender tu acceso si dejamos de ofrecer la App o si la ley nos obliga a hacerlo.',
        'Cuando el Contrato termine, debes dejar de usar la App y eliminarla. Lo que ocurre con tu cuenta y tus puntos se describe en los Términos del servicio. Las secciones sobre restricciones, propiedad, exenciones de responsabilidad, responsabilidad y ley aplicable siguen vigentes tras la terminación.',
      ],
    },
    'disclaimer-of-warranties': {
      title: 'Exención de garantías',
      blocks: [
        'La App se proporciona «tal cual» y «según disponibilidad». En la medida en que la ley lo permita, {brand} rechaza toda garantía, expresa o implícita, incluidas las garantías de comerciabilidad, de idoneidad para un fin determinado y de no infracción. No prometemos que la App esté libre de errores, que funcione en todos los dispositivos ni que esté disponible sin interrupciones, ni que tengas a tu disposición determinadas misiones o ganancias.',
      ],
    },
    'limitation-of-liability': {
      title: 'Limitación de responsabilidad',
      blocks: [
        'En la medida en que la ley lo permita, {brand} no es responsable de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de la pérdida de datos, de ganancias o de reputación comercial, que se deriven de tu uso de la App o de la imposibilidad de usarla.',
        'Nuestra responsabilidad total en virtud de este Contrato se limita a la cantidad mayor entre US$ 100 y los montos que {brand} te haya pagado en los 12 meses anteriores al hecho que dio lugar a la reclamación. Nada de lo dispuesto en este Contrato limita la responsabilidad que no puede limitarse por ley.',
      ],
    },
    'export-and-territories': {
      title: 'Restricciones de exportación y territoriales',
      blocks: [
        'No puedes descargar ni usar la App en Corea del Norte, Irán, Siria, Cuba o Crimea, ni en ningún otro territorio sujeto a sanciones integrales, ni exportarla a ellos, y no puedes usarla si figuras en una lista de sanciones de un gobierno. Confirmas que nada de esto se aplica en tu caso.',
      ],
    },
    'app-store-terms': {
      title: 'Condiciones de las tiendas de apps',
      blocks: [
        'Si descargaste la App desde el {appStore} de Apple o desde {googlePlay}:',
        [
          'Este Contrato se celebra únicamente entre tú y {brand}, no con el operador de la tienda, y {brand} es el único responsable de la App y de su contenido.',
          'El operador de la tienda no tiene ninguna obligación de prestar servicios de mantenimiento ni de soporte para la App.',
          'Si la App no cumple una garantía aplicable, puedes notificarlo al operador de la tienda, que podrá reembolsarte el precio de compra, si lo hubiera; fuera de eso, el operador de la tienda no tiene ninguna obligación de garantía.',
          'El operador de la tienda no es responsable de las reclamaciones relacionadas con la App, incluidas las de responsabilidad por productos, las reclamaciones legales o regulatorias y las de propiedad intelectual.',
          'Apple y sus filiales, o Google, según corresponda, son terceros beneficiarios de este Contrato y pueden exigirte su cumplimiento.',
        ],
      ],
    },
    'governing-law': {
      title: 'Ley aplicable',
      blocks: [
        'Este Contrato se rige por las leyes del estado de Georgia, Estados Unidos, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier disputa sobre él será resuelta exclusivamente por los tribunales estatales o federales ubicados en el condado de Fulton, Georgia. Si las leyes de protección al consumidor de tu país te otorgan derechos irrenunciables, este Contrato no te priva de ellos.',
      ],
    },
    contact: {
      title: 'Contacto',
      blocks: [
        'Puedes enviar tus preguntas sobre este Contrato o sobre la App a {supportEmail}. Si modificamos este Contrato, actualizaremos la fecha que aparece al principio de esta página y te avisaremos en la App antes de que entren en vigor los cambios importantes.',
      ],
    },
  },
};

export default eula;
