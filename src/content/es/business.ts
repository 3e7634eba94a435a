import type { BusinessWords } from '../schema';

const business: BusinessWords = {
  businessIntro: {
    eyebrow: 'Para empresas',
    lead: 'Datos de entrenamiento etiquetados y validados por una comunidad global de colaboradores. Cuéntanos qué necesitan tus modelos y recibe una cotización personalizada en menos de 24 horas.',
    primaryAction: 'Solicita una cotización personalizada',
  },
  businessStats: [
    { number: '50', suffix: 'K+', label: 'Colaboradores activos' },
    { number: '99', suffix: ' %', label: 'Tasa de precisión' },
    { number: '10', suffix: 'x', label: 'Entregas más rápidas' },
    { number: '24/7', suffix: '', label: 'Cobertura global' },
  ],
  businessStatsLabel: 'La comunidad en cifras',
  benefitsSection: {
    title: 'Por qué los equipos eligen datos de la comunidad',
    lead: 'El alcance de una comunidad global con los controles de calidad de un servicio gestionado.',
  },
  benefits: {
    verifiedQuality: {
      title: 'Calidad verificada',
      description:
        'Cada elemento se valida por consenso entre varios colaboradores, con revisores humanos para los casos difíciles, para lograr un 99\u00a0% de precisión.',
    },
    speedAtScale: {
      title: 'Velocidad a gran escala',
      description: 'Muchos colaboradores trabajan en tu lote a la vez, así que recibes tus datos hasta 10x más rápido.',
    },
    globalCoverage: {
      title: 'Cobertura global y diversa',
      description:
        'Colaboradores de distintas zonas horarias e idiomas etiquetan a toda hora, para que tus datos reflejen a las personas que usarán tus modelos.',
    },
    consentFirst: {
      title: 'Datos obtenidos con consentimiento',
      description: 'Los datos solo se venden con el consentimiento de cada colaborador, y a cada uno se le promete la opción de excluirse.',
    },
  },
  questTypesSection: {
    title: 'Tipos de misión para cada conjunto de datos',
    lead: 'Elige un tipo de misión listo para usar o deja que diseñemos un flujo de trabajo a la medida de tus datos.',
  },
  questTypes: {
    'image-labeling': {
      name: 'Etiquetado y clasificación de imágenes',
      description:
        'Cuadros delimitadores, polígonos, puntos clave y etiquetas para visión por computadora, desde estanterías de tiendas hasta escenas urbanas.',
    },
    'text-verification': {
      name: 'Verificación y validación de texto',
      description:
        'Para modelos de lenguaje: verificación de hechos, etiquetas de sentimiento, intención y entidades, y clasificación de las respuestas del modelo.',
    },
    'data-validation': {
      name: 'Calidad y validación de datos',
      description:
        'Eliminación de duplicados, revisión de campos y verificación en el mundo real para mantener limpios tus catálogos y registros.',
    },
    'audio-transcription': {
      name: 'Transcripción y procesamiento de audio',
      description: 'Transcripciones, identificación de hablantes y etiquetado de audio en distintos acentos e idiomas para modelos de voz.',
    },
    'content-moderation': {
      name: 'Moderación de contenido',
      description: 'Revisión de imágenes, textos y videos según tus políticas, con revisión humana cuando un caso lo requiere.',
    },
    'custom-tasks': {
      name: 'Tareas personalizadas de entrenamiento de IA',
      description:
        'Recibos, encuestas, clips de video o un flujo de trabajo diseñado por ti, que creamos y probamos junto con nuestro equipo.',
    },
  },
  projectSection: {
    title: 'Cómo funciona un proyecto',
    lead: 'Tres pasos desde tu primer mensaje hasta un conjunto de datos terminado, con un piloto antes de trabajar a pleno volumen.',
    steps: {
      brief: {
        title: 'Solicitud',
        description:
          'Cuéntanos en el formulario de cotización qué necesitas etiquetar, qué tipo de misión encaja y el volumen y el plazo que tienes en mente.',
        outcome: 'Una propuesta a la medida en menos de 24 horas',
      },
      pilot: {
        title: 'Piloto',
        description:
          'Los colaboradores etiquetan un primer lote pequeño. Lo revisas con tus propios criterios y ajustamos contigo las instrucciones antes del trabajo completo.',
        outcome: 'Un lote de muestra para revisar',
      },
      delivery: {
        title: 'Entrega',
        description:
          'La comunidad trabaja todo el volumen a toda hora, cada elemento pasa sus controles y tus datos llegan en el plazo que elegiste.',
        outcome: 'Tu conjunto de datos etiquetado',
      },
    },
    action: 'Envía tu solicitud',
  },
  proofSection: {
    title: 'Calidad y protección de datos',
    lead: 'Cómo se revisa cada etiqueta y cómo se trata a las personas que la crean.',
    panels: {
      quality: {
        title: 'Cómo se cuida la calidad',
        description: 'Ninguna respuesta pasa directamente a tus datos. Tres niveles de control mantienen la tasa de precisión en el 99 %.',
        points: [
          'Varios colaboradores etiquetan cada elemento y sus respuestas se comparan para buscar consenso.',
          'Un envío solo cuenta cuando ha superado la verificación.',
          'Revisores humanos intervienen cuando los colaboradores no coinciden o un caso requiere una mirada más atenta.',
          'El lote piloto que apruebas fija el estándar para el trabajo completo.',
        ],
      },
      dataProtection: {
        title: 'Cómo se tratan los datos de los colaboradores',
        description: 'Los datos que compras provienen de personas que eligieron compartirlos.',
        points: [
          'Los datos de las misiones solo se venden o se licencian con el consentimiento de los colaboradores que los generaron.',
          'A cada colaborador se le promete la opción de retirar su consentimiento.',
          'Un delegado de protección de datos supervisa cómo se trata la información personal.',
          'El acceso a los datos de los colaboradores se basa en roles: el personal solo ve lo que su función requiere.',
        ],
      },
    },
    accuracy: {
      number: '99',
      suffix: ' %',
      label: 'Tasa de precisión',
    },
    privacyLink: 'Lee nuestra política de privacidad',
    action: 'Háblanos de tu proyecto',
  },
  deliverablesSection: {
    title: 'Lo que recibes',
    lead: 'Condiciones claras: los datos que pediste, en el volumen y el plazo que eliges en el formulario de cotización.',
    items: {
      data: {
        title: 'Datos etiquetados',
        description:
          'Elementos etiquetados para el tipo de misión que elijas, o para una tarea personalizada diseñada contigo, cada uno revisado antes de la entrega.',
      },
      volume: {
        title: 'Volumen',
        description: 'Lo que necesite tu proyecto, en cuatro tamaños:',
      },
      timeline: {
        title: 'Plazo',
        description: 'Entregado al ritmo que elijas:',
      },
    },
    action: 'Solicita una cotización',
  },
  quoteForm: {
    title: 'Solicita tu cotización personalizada',
    lead: 'Cuéntanos sobre tu proyecto y te enviaremos una propuesta a la medida en menos de 24 horas.',
    requiredNote: 'Todos los campos son obligatorios, salvo los marcados como opcionales.',
    submit: 'Solicitar mi cotización',
    addressNote: 'Al enviar el formulario se abre un borrador en tu app de correo. También puedes escribirnos directamente a',
    promise: 'Propuesta en menos de 24 horas',
    fields: {
      companyName: { label: 'Nombre de la empresa', placeholder: 'Acme Robotics' },
      contactName: { label: 'Nombre de contacto', placeholder: 'Ana Gómez' },
      email: { label: 'Correo electrónico', placeholder: 'ana@acme.com' },
      phone: { label: 'Teléfono', placeholder: '+1 555 010 0199' },
      website: { label: 'Sitio web', placeholder: 'https://acme.com' },
      industry: { label: 'Sector', placeholder: 'Selecciona un sector' },
      questType: { label: 'Tipo de misión', placeholder: 'Selecciona un tipo de misión' },
      dataVolume: { label: 'Volumen de datos', placeholder: 'Selecciona un volumen' },
      timeline: { label: 'Plazo', placeholder: 'Selecciona un plazo' },
      budget: { label: 'Rango de presupuesto', placeholder: 'Selecciona un presupuesto' },
      description: {
        label: 'Descripción del proyecto',
        placeholder: '¿Qué datos necesitas etiquetar, en qué formato y qué hará el modelo?',
      },
    },
    choices: {
      industry: {
        technology: 'Tecnología',
        healthcare: 'Salud',
        finance: 'Finanzas',
        'e-commerce': 'Comercio electrónico',
        automotive: 'Automotriz',
        'media-entertainment': 'Medios y entretenimiento',
        education: 'Educación',
        manufacturing: 'Manufactura',
        other: 'Otro',
      },
      dataVolume: {
        small: 'Pequeño (< 10K elementos)',
        medium: 'Mediano (10K - 100K)',
        large: 'Grande (100K - 1M)',
        enterprise: 'Empresarial (> 1M)',
      },
      timeline: {
        urgent: 'Urgente (< 1 semana)',
        fast: 'Rápido (1-4 semanas)',
        standard: 'Estándar (1-3 meses)',
        flexible: 'Flexible (> 3 meses)',
      },
      budget: {
        small: 'US$ 1K-US$ 10K',
        medium: 'US$ 10K-US$ 50K',
        large: 'US$ 50K-US$ 200K',
        enterprise: 'US$ 200K+',
      },
    },
    otherQuestType: 'Otro',
  },
};

export default business;
