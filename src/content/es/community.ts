import type { CommunityWords } from '../schema';

const community: CommunityWords = {
  communityIntro: {
    eyebrow: 'Comunidad y soporte',
    lead: 'Conoce a miles de entrenadores de IA como tú, encuentra respuestas en el centro de ayuda o escribe a nuestro equipo de soporte. Estamos para ayudarte todos los días.',
  },
  communityChannels: {
    discord: {
      title: 'Únete a Discord',
      description:
        'Chatea con otros entrenadores, comparte consejos sobre misiones, entérate antes que nadie de los nuevos tipos de misiones y recibe ayuda rápida de los moderadores.',
    },
    x: {
      title: 'Síguenos en X',
      description:
        'Novedades del producto, lanzamientos de recompensas, lo más destacado de la comunidad y el estado de la plataforma, en tiempo real.',
    },
  },
  communityChannelsHeading: 'Súmate a la conversación',
  faq: {
    title: 'Preguntas frecuentes',
    lead: 'Busca en el centro de ayuda o explora por tema.',
    searchLabel: 'Buscar en las preguntas frecuentes',
    searchPlaceholder: 'Buscar preguntas...',
    searchButton: 'Buscar',
    categoriesLabel: 'Categorías de preguntas frecuentes',
    emptyTitle: 'No encontramos preguntas',
    emptyHint: 'Prueba con otra búsqueda o explora otras categorías',
    resultCount: { one: '{count} pregunta {scope}', other: '{count} preguntas {scope}' },
    resultScope: { category: 'en {category}', all: 'en todas las categorías' },
    matchesElsewhere: {
      one: '{count} pregunta de otra categoría coincide con tu búsqueda.',
      other: '{count} preguntas de otras categorías coinciden con tu búsqueda.',
    },
    searchAllCategories: 'Buscar en todas las categorías',
    landmark: 'Preguntas frecuentes',
  },
  faqCategories: {
    'getting-started': 'Primeros pasos',
    earnings: 'Ganancias',
    quests: 'Misiones',
    technical: 'Técnico',
    account: 'Cuenta',
  },
  allCategoriesName: 'Todas',
  faqItems: {
    'getting-started': [
      {
        question: '¿Cómo empiezo a ganar?',
        answer:
          'Descarga la app, inicia sesión y elige tu primera misión. Por ahora no hay que verificar el correo, así que tienes acceso inmediato y puedes terminar una misión a los pocos minutos de instalarla.',
      },
      {
        question: '¿Cuesta algo unirse?',
        answer: 'No. Unirte es gratis, usar la app es gratis y nunca pagas por participar en una misión.',
      },
      {
        question: '¿Necesito experiencia para completar misiones?',
        answer:
          'No necesitas experiencia. Cada misión incluye instrucciones breves y ejemplos, y la mayoría toma pocos minutos. Aprendes sobre la marcha, y se desbloquean misiones más difíciles a medida que mejora tu precisión.',
      },
      {
        question: '¿Qué dispositivos puedo usar?',
        answer:
          'La app funciona en celulares Android e iOS. Instálala desde Google Play o el App Store; en el sitio web puedes ver una vista previa de las pantallas del panel y del perfil.',
      },
      {
        question: '¿Qué pasa con los datos que envío?',
        answer:
          'Tus envíos ayudan a entrenar y probar sistemas de IA. Solo licenciamos los datos resultantes a clientes empresariales con tu consentimiento, y puedes excluirte en cualquier momento desde tu configuración de privacidad.',
      },
    ],
    earnings: [
      {
        question: '¿Cuánto puedo ganar?',
        answer:
          'Quienes participan en la beta suelen ganar entre 500 y 5.000 puntos por semana, y no hay límite máximo. Los mejores colaboradores llegan a ganar hasta US$ 15,50 por hora, según las misiones que elijan y su precisión.',
      },
      {
        question: '¿Cuándo se acreditan los puntos en mi cuenta?',
        answer:
          'Los puntos se acreditan cuando una misión pasa la verificación, normalmente en cuestión de minutos. Algunas misiones necesitan que las revise una persona, lo que puede tardar un poco más.',
      },
      {
        question: '¿Cómo funciona el programa de referidos?',
        answer:
          'Invita a un amigo y los dos reciben 2.000 puntos cuando se registre. Después ganas el 10 % de cada punto que consiga, más otro 10 % de los puntos que ganen las personas que invite. No hay límites.',
      },
      {
        question: '¿Cómo canjeo mis puntos?',
        answer:
          'Los puntos se convertirán en tokens $SCAN y otros beneficios cuando se active el canje. Estamos desarrollando opciones de retiro, como tarjetas de regalo y cambios a stablecoins, y no habrá monto mínimo de retiro.',
      },
      {
        question: '¿El token $SCAN es una inversión?',
        answer:
          'No. $SCAN es un token de utilidad que recompensa tus aportes y desbloquea beneficios dentro de la app. No es un producto de inversión y no promete ningún valor futuro.',
      },
    ],
    quests: [
      {
        question: '¿Qué tipos de misiones hay?',
        answer:
          'Etiquetado de imágenes, verificación de textos, validación de datos, transcripción de audio, encuestas, carga de recibos, videoclips cortos, moderación de contenido y tareas personalizadas de entrenamiento de IA. Con frecuencia aparecen nuevos tipos de misiones.',
      },
      {
        question: '¿En qué consiste una misión de etiquetado de imágenes?',
        answer:
          'Las misiones de etiquetado de imágenes te muestran una foto y te piden etiquetar lo que aparece o dibujar un recuadro alrededor de cada objeto que indican las instrucciones. Cada misión trae ejemplos, y tus etiquetas se revisan antes de acreditar los puntos.',
      },
      {
        question: '¿Cómo funciona la verificación de texto?',
        answer:
          'En una misión de verificación de texto lees un texto breve, como un pie de foto, la descripción de un producto o una respuesta de una IA, y confirmas si es correcto, completo y pertinente, o señalas lo que falla.',
      },
      {
        question: '¿Qué es una misión de validación de datos?',
        answer:
          'Las misiones de validación de datos te piden revisar registros, como direcciones, recibos o etiquetas hechas por otros participantes, y confirmarlos o corregirlos, para que los datos que reciben los clientes empresariales sean precisos.',
      },
      {
        question: '¿Qué hago en una misión de transcripción de audio?',
        answer:
          'Las misiones de transcripción de audio reproducen una grabación breve y te piden escribir exactamente lo que se dice. Ayuda usar auriculares y estar en un lugar tranquilo.',
      },
      {
        question: '¿Cuánto tiempo toma una misión?',
        answer:
          'La mayoría de las misiones toma entre uno y diez minutos. Cada tarjeta de misión muestra el tiempo estimado y la recompensa antes de empezar, para que puedas hacerlas en una pausa para el café o en un trayecto.',
      },
      {
        question: '¿Cómo se verifica mi trabajo?',
        answer:
          'Unas comprobaciones automáticas comparan tus respuestas con resultados conocidos y con las de otros colaboradores. Cuando una máquina no puede decidir, una persona revisa la misión antes de acreditar los puntos.',
      },
      {
        question: '¿Por qué rechazaron una misión?',
        answer:
          'Una misión se rechaza cuando sus respuestas no alcanzan la precisión que exige la tarea, por ejemplo, si falta marcar un objeto en una imagen. Lee los comentarios, revisa los ejemplos e intenta con la siguiente: una mejor precisión te da acceso a misiones mejor pagadas.',
      },
      {
        question: '¿Puedo elegir qué misiones hago?',
        answer:
          'Sí. Explora la lista de misiones, filtra por tipo, tiempo y recompensa, y elige lo que más te convenga. No se te asigna nada y no hay horarios fijos.',
      },
    ],
    technical: [
      {
        question: 'La app no carga las misiones. ¿Qué hago?',
        answer:
          'Revisa tu conexión y luego cierra y vuelve a abrir la app. Si las misiones siguen sin aparecer, actualiza a la versión más reciente desde tu tienda de apps; las versiones anteriores dejan de recibir misiones nuevas.',
      },
      {
        question: '¿Necesito conexión a internet todo el tiempo?',
        answer:
          'Necesitas conexión para descargar una misión y para enviarla. Las misiones con imágenes, audio o video consumen más datos, así que para esas te recomendamos usar wifi.',
      },
      {
        question: 'No se pudo subir mi envío. ¿Perdí mi trabajo?',
        answer:
          'No. La app guarda en tu dispositivo los envíos pendientes y vuelve a intentarlo cuando regresa la conexión. No desinstales la app hasta que la misión aparezca como enviada.',
      },
      {
        question: '¿Qué permisos necesita la app?',
        answer:
          'Solo los que necesita cada misión: la cámara para cargar recibos y grabar videoclips, y el micrófono para las misiones de audio. La app te los pide la primera vez y puedes revocar cualquier permiso cuando quieras desde la configuración de tu celular.',
      },
    ],
    account: [
      {
        question: '¿Qué edad necesito tener?',
        answer:
          'Debes tener al menos 16 años, o 13 en los Estados Unidos. Los menores de 18 años necesitan el consentimiento de su madre, padre o tutor.',
      },
      {
        question: '¿Cómo cambio los datos de mi perfil?',
        answer:
          'Abre tu perfil y elige Editar perfil para actualizar tu nombre, correo electrónico, número de teléfono, ubicación y biografía; luego guarda los cambios.',
      },
      {
        question: '¿Cómo elimino mi cuenta?',
        answer:
          'Abre Configuración de la cuenta y elige Eliminar cuenta. Las cuentas que permanecen inactivas durante 2 años o más también quedan en cola para su eliminación. Algunos registros financieros se conservan durante 5–7 años, como exige la ley.',
      },
      {
        question: '¿Cómo descargo una copia de mis datos?',
        answer:
          'Elige Descargar datos en Configuración de la cuenta. Preparamos una exportación de tu perfil, tu historial de misiones y tus recompensas, y te avisamos cuando esté lista.',
      },
    ],
  },
  supportForm: {
    title: '¿Todavía necesitas ayuda?',
    lead: 'Envíanos un mensaje y nuestro equipo de soporte te responderá en menos de 2 horas.',
    fields: {
      name: { label: 'Nombre', placeholder: 'Tu nombre' },
      email: { label: 'Correo electrónico', placeholder: 'tu@example.com' },
      subject: { label: 'Asunto', placeholder: '¿En qué podemos ayudarte?' },
      message: { label: 'Mensaje', placeholder: 'Cuéntanos qué pasó y qué esperabas que pasara…' },
    },
    submit: 'Enviar mensaje',
    addressNote: 'El botón “Enviar mensaje” abre un borrador en tu app de correo. También puedes escribirnos directamente a',
  },
};

export default community;
