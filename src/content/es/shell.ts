import type { ShellWords } from '../schema';

const shell: ShellWords = {
  formats: {
    follows: 'es-CO',
    group: '.',
    decimal: ',',
    usd: 'US$\u00a0{amount}',
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    longDate: '{day} de {month} de {year}',
    monthYear: '{month} de {year}',
  },
  skipLink: 'Saltar al contenido principal',
  menu: 'Menú',
  mainNavLabel: 'Principal',
  legalNavLabel: 'Legal',
  opensInNewTab: '(se abre en una pestaña nueva)',
  linkLabels: {
    howItWorks: 'Cómo funciona',
    lightpaper: 'Lightpaper',
    community: 'Comunidad',
    business: 'Empresas',
    startEarning: 'Empieza a ganar',
    download: 'Descargar',
    imageLabeling: 'Etiquetado de imágenes',
    textVerification: 'Verificación de texto',
    dataValidation: 'Validación de datos',
    audioTranscription: 'Transcripción de audio',
    helpCenter: 'Centro de ayuda',
    contactUs: 'Contáctanos',
    faq: 'Preguntas frecuentes',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    eula: 'EULA',
    discord: 'Comunidad en Discord',
    documentation: 'Documentación',
  },
  footerColumnTitles: { getStarted: 'Empieza', services: 'Servicios', support: 'Soporte' },
  footer: {
    description:
      'Completa misiones de datos rápidas, ayuda a entrenar una IA mejor y gana puntos, dinero o tokens $SCAN, directamente desde tu celular.',
    status: 'Estado de la plataforma: activa',
    rights: 'Todos los derechos reservados.',
  },
  theme: { label: 'Tema', choices: { system: 'Sistema', light: 'Claro', dark: 'Oscuro' } },
  language: {
    label: 'Idioma',
  },
  pages: {
    Home: {
      title: 'Entrena IA. Gana recompensas.',
      description:
        'Completa misiones de datos sencillas en tu celular (etiqueta imágenes, verifica textos, transcribe audio) y gana puntos, dinero o tokens $SCAN. Es gratis.',
      heading: 'Entrena IA. Gana recompensas.',
    },
    HowItWorks: {
      title: 'Cómo funciona',
      description:
        'Regístrate gratis, elige una misión, completa tareas cortas y recibe tu recompensa en minutos. Conoce los cuatro pasos y las dudas más comunes.',
      heading: 'Cómo funciona',
    },
    Community: {
      title: 'Comunidad y soporte',
      description:
        'Únete a la comunidad en Discord y X, busca en las preguntas frecuentes del centro de ayuda o escribe al equipo de soporte: respondemos en menos de 2 horas.',
      heading: 'Conéctate y recibe ayuda',
    },
    SignIn: {
      title: 'Iniciar sesión',
      description: 'Inicia sesión para seguir ganando con misiones, recompensas y tu racha diaria.',
      heading: '¡Hola de nuevo!',
    },
    SignUp: {
      title: 'Crear cuenta',
      description: 'Crea una cuenta gratis y empieza a ganar en menos de 2 minutos. No necesitas experiencia.',
      heading: 'Crear cuenta',
    },
    Dashboard: {
      title: 'Panel',
      description: 'Una demostración del panel de ganancias: lo que has ganado, tus rachas, tu actividad reciente y misiones recomendadas.',
      heading: 'Panel',
    },
    Profile: {
      title: 'Perfil',
      description: 'Una demostración del perfil: estadísticas, insignias y configuración de la cuenta.',
      heading: 'Perfil',
    },
    Privacy: {
      title: 'Política de privacidad',
      description: 'Cómo recopilamos, usamos, compartimos y protegemos tus datos, y qué opciones tienes.',
      heading: 'Política de privacidad',
    },
    Terms: {
      title: 'Términos del servicio',
      description: 'Los términos que rigen el uso de la app, las misiones, las recompensas y los tokens.',
      heading: 'Términos del servicio',
    },
    Eula: {
      title: 'Contrato de licencia de usuario final',
      description: 'La licencia con la que puedes instalar y usar la app móvil.',
      heading: 'Contrato de licencia de usuario final',
    },
    AppDownload: {
      title: 'Descarga la app',
      description: 'Descarga la app para Android o iOS y empieza a ganar recompensas desde tu primera misión.',
      heading: 'Descarga nuestra app',
    },
    Business: {
      title: 'Datos para empresas',
      description:
        'Datos etiquetados y validados por 50K+ colaboradores, con un 99 % de precisión. Cuéntanos tu proyecto y recibe una cotización a medida en menos de 24 horas.',
      heading: 'Haz crecer tu empresa con datos de la comunidad',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o se movió.',
    heading: 'Página no encontrada',
  },
  error: {
    heading: '¡Error inesperado en la aplicación!',
    message: 'No pudimos mostrar esta página. Vuelve a intentarlo en un momento.',
    homeLink: 'Volver a la página de inicio',
  },
  form: { optional: '(opcional)', show: 'Mostrar {field}' },
  draft: {
    notProvided: 'No indicado',
    languageLine: 'Idioma: Español',
    opened: {
      title: 'Tu mensaje te espera en tu app de correo',
      text: 'Abrimos un borrador con todo lo que escribiste. Pulsa enviar allí para que nos llegue. Si no se abrió ninguna app de correo, copia tu mensaje y envíalo a',
      message: 'Tu mensaje',
      copyMessage: 'Copiar mensaje',
      copyAddress: 'Copiar dirección',
      copied: 'Copiado',
    },
  },
  legal: {
    tableOfContents: 'En esta página',
    lastUpdated: 'Última actualización:',
    translationNotice:
      'Esta traducción se ofrece solo para tu comodidad. En caso de diferencias, prevalece la versión en inglés, que es la única vinculante.',
  },
};

export default shell;
