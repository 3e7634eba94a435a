import type { HomeSectionsWords } from '../schema';

const homeSections: HomeSectionsWords = {
  partnersStrip: { title: 'Equipos que construyen la IA del mañana confían en nosotros' },
  featuresSection: {
    title: 'Todo lo que necesitas para ganar a tu manera',
    lead: 'Misiones cortas, recompensas rápidas y control total sobre cuándo y cómo trabajas.',
    features: {
      simpleQuests: {
        title: 'Misiones sencillas',
        description: 'Tareas cortas que cualquiera puede hacer en pocos minutos, siempre con instrucciones claras.',
        points: ['Etiquetado de imágenes y revisión de textos', 'Transcripción de audio y encuestas', 'No necesitas experiencia'],
      },
      realTimeRewards: {
        title: 'Recompensas en tiempo real',
        description: 'Los puntos llegan a tu saldo en cuanto una misión pasa la verificación.',
        points: ['Acreditados normalmente en minutos', 'Sin monto mínimo de retiro', 'Puntos, dinero o tokens $SCAN'],
      },
      aiTraining: {
        title: 'Impulsa la IA',
        description: 'Cada etiqueta que agregas ayuda a los equipos a entrenar modelos de IA más justos y precisos.',
        points: ['Datos reales de proyectos reales', 'Verificación humana cuando hace falta', 'Datos compartidos con tu consentimiento'],
      },
      fullControl: {
        title: 'Control total',
        description: 'Elige las misiones que te gustan y trabaja cuando más te convenga.',
        points: ['Elige misiones por tipo y recompensa', 'Trabaja desde donde quieras, cuando quieras', 'Excluye tus datos de la venta'],
      },
      trackProgress: {
        title: 'Sigue tu progreso',
        description: 'Mira cómo crecen tus ganancias, tus rachas y tu precisión día a día.',
        points: ['Ganancias diarias y semanales', 'Bonos por racha e insignias', 'Tu precisión de un vistazo'],
      },
      communityDriven: {
        title: 'Impulsado por la comunidad',
        description: 'Aprende de otros entrenadores de IA y haz crecer tus ganancias junto a ellos.',
        points: [
          '2.000 puntos para ti y para cada amigo que invites',
          'El 10 % de los puntos de tus invitados',
          'Comunidad activa en Discord',
        ],
      },
    },
  },
  statsBand: {
    title: 'Recompensas que suman',
    lead: 'Una comunidad creciente de entrenadores de IA que reciben pago por trabajo real.',
    stats: [
      { number: 'US$ 2,5M', suffix: '+', label: 'Pagados a entrenadores' },
      { number: '50K', suffix: '+', label: 'Usuarios activos' },
      { number: '1M', suffix: '+', label: 'Misiones completadas al día' },
      { number: '<10', suffix: ' min', label: 'Del registro al pago' },
    ],
    note: 'Sin monto mínimo de retiro',
  },
  testimonialsSection: {
    title: 'Los entrenadores de IA nos adoran',
    lead: 'Rutinas reales de personas que acomodan las misiones a su día.',
    verifiedLabel: 'Ganancias verificadas',
    testimonials: {
      amara: {
        quote:
          'Etiqueto imágenes en el transporte y a la hora del almuerzo. Los puntos aparecen en minutos, así que siempre sé exactamente cuánto he ganado.',
        role: 'Diseñadora de medio tiempo',
        earnings: 'US$ 1.240 ganados',
      },
      diego: {
        quote:
          'Las misiones de transcripción son perfectas entre clases. Invitar a mi grupo de estudio duplicó mis puntos semanales gracias a la parte que me toca por referidos.',
        role: 'Estudiante de ingeniería',
        earnings: 'US$ 860 ganados',
      },
      priya: {
        quote:
          'Me gusta saber que mi trabajo entrena una IA mejor. Las instrucciones son claras, las misiones son cortas y no hay monto mínimo de retiro.',
        role: 'Supervisora de tienda',
        earnings: 'US$ 2.310 ganados',
      },
    },
  },
  finalCallToAction: {
    title: '¿Todo listo para empezar a ganar?',
    lead: 'Descarga la app, termina tu primera misión en minutos y recibe tu recompensa. ¿Tienes preguntas? La comunidad está a un clic.',
    primaryAction: 'Descarga la app',
    secondaryAction: 'Únete a la comunidad',
  },
};

export default homeSections;
