import { ClipboardCheck, Compass, Gift, UserPlus } from 'lucide-react';
import type { HowItWorksWords } from '../en/howItWorks';

const howItWorks: HowItWorksWords = {
  howItWorksIntro: {
    eyebrow: 'Del registro a las recompensas en cuatro pasos',
    lead: 'Instala la app gratis, elige una misión que te guste, completa algunas tareas cortas y mira cómo llegan tus puntos, normalmente en cuestión de minutos.',
    action: { label: 'Descarga la app', to: '/app-download' },
  },
  stepsSection: {
    title: 'Cuatro pasos hacia tu primera recompensa',
    lead: 'Sin experiencia, sin verificar tu correo y sin monto mínimo de retiro.',
    steps: [
      {
        step: '01',
        title: 'Regístrate gratis',
        description:
          'Descarga la app e inicia sesión. Por ahora no hace falta verificar tu correo, así que tienes acceso inmediato.',
        icon: UserPlus,
        details: [
          'Unirte y usar la app es gratis',
          'No necesitas experiencia',
          '¿Te invitó un amigo? Los dos reciben 2.000 puntos',
        ],
        tone: 'primary',
      },
      {
        step: '02',
        title: 'Elige tu misión',
        description: 'Explora las misiones disponibles para ti y elige las que se ajusten a tus intereses y a tu tiempo.',
        icon: Compass,
        details: [
          'Etiquetado de imágenes y verificación de textos',
          'Transcripción de audio, encuestas y recibos',
          'Conoce cada recompensa antes de empezar',
        ],
        tone: 'accent',
      },
      {
        step: '03',
        title: 'Completa las tareas',
        description: 'Sigue las instrucciones breves y envía tus respuestas. La mayoría de las tareas toma unos segundos.',
        icon: ClipboardCheck,
        details: [
          'Instrucciones claras con ejemplos',
          'Trabaja a tu ritmo, desde donde quieras',
          'La precisión aumenta tus recompensas',
        ],
        tone: 'warning',
      },
      {
        step: '04',
        title: 'Recibe recompensas al instante',
        description: 'Los puntos se acreditan cuando tu misión pasa la verificación, normalmente en cuestión de minutos.',
        icon: Gift,
        details: [
          'Verificación humana cuando hace falta',
          'Sin monto mínimo de retiro',
          'Los puntos se convierten en tokens y beneficios',
        ],
        tone: 'success',
      },
    ],
  },
  faqSection: {
    title: 'Preguntas frecuentes',
    lead: 'Todo lo que necesitas saber antes de tu primera misión.',
    items: [
      {
        category: 'earnings',
        question: '¿Cómo funciona el programa de referidos?',
        answer:
          'Invita a un amigo y los dos reciben 2.000 puntos cuando se registre. A partir de ahí, ganas el 10 % de cada punto que consiga tu amigo, más otro 10 % de los puntos que ganen las personas que invite. No hay límites.',
      },
      {
        category: 'earnings',
        question: '¿Cuánto puedo ganar?',
        answer:
          'Quienes participan en la beta suelen ganar entre 500 y 5.000 puntos por semana, según cuántas misiones completen. No hay límite máximo.',
      },
      {
        category: 'earnings',
        question: '¿Qué tan rápido se acreditan los puntos?',
        answer:
          'Los puntos se acreditan cuando una misión pasa la verificación, normalmente en cuestión de minutos. Algunas misiones requieren verificación humana, lo que puede tardar un poco más.',
      },
      {
        category: 'earnings',
        question: '¿Cómo canjeo mis puntos?',
        answer:
          'Los puntos se convertirán en tokens y otros beneficios cuando se active el canje. Estamos desarrollando opciones de retiro, como tarjetas de regalo y cambios a stablecoins.',
      },
      {
        category: 'earnings',
        question: '¿Hay un monto mínimo de retiro?',
        answer: 'No. No hay monto mínimo de retiro: cada punto que ganas cuenta.',
      },
      {
        category: 'getting-started',
        question: '¿Cuesta algo unirse?',
        answer: 'No. Unirte y usar la app es gratis, y no necesitas experiencia: cada misión incluye instrucciones claras.',
      },
      {
        category: 'account',
        question: '¿Tengo que verificar mi correo electrónico?',
        answer:
          'Por ahora no. Actualmente no se requiere verificar el correo: descarga la app, inicia sesión y tendrás acceso inmediato.',
      },
      {
        category: 'quests',
        question: '¿Qué tipos de misiones puedo hacer?',
        answer:
          'Etiquetado de imágenes, verificación de textos, validación de datos, transcripción de audio, encuestas, carga de recibos, videoclips cortos, moderación de contenido y tareas personalizadas de entrenamiento de IA.',
      },
      {
        category: 'earnings',
        question: '¿Los tokens $SCAN son una inversión?',
        answer:
          'No. Los tokens $SCAN son tokens de utilidad que recompensan tu trabajo en la app; no son un producto de inversión y no prometen ningún valor ni rendimiento.',
      },
      {
        category: 'account',
        question: '¿Qué pasa con los datos que envío?',
        answer:
          'Los datos que envías se recopilan y se venden o se licencian a clientes empresariales, incluso para entrenar IA. Se venden con tu consentimiento, y puedes excluirte en cualquier momento.',
      },
    ],
  },
};

export default howItWorks;
