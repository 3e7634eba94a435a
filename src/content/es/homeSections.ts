import { BrainCircuit, ChartNoAxesCombined, ListChecks, SlidersHorizontal, Users, Zap } from 'lucide-react';
import type { HomeSectionsWords } from '../en/homeSections';

const homeSections: HomeSectionsWords = {
  partnersStrip: {
    title: 'Equipos que construyen la IA del mañana confían en nosotros',
    partners: [
      { name: 'Northwind Labs', logo: '/images/partners/northwind-labs.png', alt: 'Northwind Labs' },
      { name: 'Vertexa', logo: '/images/partners/vertexa.png', alt: 'Vertexa' },
      { name: 'Lumen Robotics', logo: '/images/partners/lumen-robotics.png', alt: 'Lumen Robotics' },
      { name: 'Quantive', logo: '/images/partners/quantive.png', alt: 'Quantive' },
      { name: 'Heliograph', logo: '/images/partners/heliograph.png', alt: 'Heliograph' },
    ],
  },
  featuresSection: {
    title: 'Todo lo que necesitas para ganar a tu manera',
    lead: 'Misiones cortas, recompensas rápidas y control total sobre cuándo y cómo trabajas.',
    features: [
      {
        icon: ListChecks,
        title: 'Misiones sencillas',
        description: 'Tareas cortas que cualquiera puede hacer en pocos minutos, siempre con instrucciones claras.',
        features: [
          'Etiquetado de imágenes y revisión de textos',
          'Transcripción de audio y encuestas',
          'No necesitas experiencia',
        ],
        gradient: 'primary',
      },
      {
        icon: Zap,
        title: 'Recompensas en tiempo real',
        description: 'Los puntos llegan a tu saldo en cuanto una misión pasa la verificación.',
        features: ['Acreditados normalmente en minutos', 'Sin monto mínimo de retiro', 'Puntos, dinero o tokens $SCAN'],
        gradient: 'warning',
      },
      {
        icon: BrainCircuit,
        title: 'Impulsa la IA',
        description: 'Cada etiqueta que agregas ayuda a los equipos a entrenar modelos de IA más justos y precisos.',
        features: [
          'Datos reales de proyectos reales',
          'Verificación humana cuando hace falta',
          'Datos compartidos con tu consentimiento',
        ],
        gradient: 'accent',
      },
      {
        icon: SlidersHorizontal,
        title: 'Control total',
        description: 'Elige las misiones que te gustan y trabaja cuando más te convenga.',
        features: [
          'Elige misiones por tipo y recompensa',
          'Trabaja desde donde quieras, cuando quieras',
          'Excluye tus datos de la venta',
        ],
        gradient: 'danger',
      },
      {
        icon: ChartNoAxesCombined,
        title: 'Sigue tu progreso',
        description: 'Mira cómo crecen tus ganancias, tus rachas y tu precisión día a día.',
        features: ['Ganancias diarias y semanales', 'Bonos por racha e insignias', 'Tu precisión de un vistazo'],
        gradient: 'success',
      },
      {
        icon: Users,
        title: 'Impulsado por la comunidad',
        description: 'Aprende de otros entrenadores de IA y haz crecer tus ganancias junto a ellos.',
        features: [
          '2.000 puntos para ti y para cada amigo que invites',
          'El 10 % de los puntos de tus invitados',
          'Comunidad activa en Discord',
        ],
        gradient: 'primary',
      },
    ],
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
    testimonials: [
      {
        quote:
          'Etiqueto imágenes en el transporte y a la hora del almuerzo. Los puntos aparecen en minutos, así que siempre sé exactamente cuánto he ganado.',
        author: 'Amara Okafor',
        role: 'Diseñadora de medio tiempo',
        company: 'Studio Kestrel',
        image: '/images/avatars/amara-okafor.png',
        verified: true,
        earnings: 'US$ 1.240 ganados',
      },
      {
        quote:
          'Las misiones de transcripción son perfectas entre clases. Invitar a mi grupo de estudio duplicó mis puntos semanales gracias a la parte que me toca por referidos.',
        author: 'Diego Ramírez',
        role: 'Estudiante de ingeniería',
        company: 'Bayview Polytechnic',
        image: '/images/avatars/diego-ramirez.png',
        verified: true,
        earnings: 'US$ 860 ganados',
      },
      {
        quote:
          'Me gusta saber que mi trabajo entrena una IA mejor. Las instrucciones son claras, las misiones son cortas y no hay monto mínimo de retiro.',
        author: 'Priya Nair',
        role: 'Supervisora de tienda',
        company: 'Harbor Street Market',
        image: '/images/avatars/priya-nair.png',
        verified: true,
        earnings: 'US$ 2.310 ganados',
      },
    ],
  },
  finalCallToAction: {
    title: '¿Todo listo para empezar a ganar?',
    lead: 'Descarga la app, termina tu primera misión en minutos y recibe tu recompensa. ¿Tienes preguntas? La comunidad está a un clic.',
    primaryAction: { label: 'Descarga la app', to: '/app-download' },
    secondaryAction: { label: 'Únete a la comunidad', to: '/community' },
  },
};

export default homeSections;
