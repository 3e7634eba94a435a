import type { HowItWorksWords } from '../schema';

const howItWorks: HowItWorksWords = {
  howItWorksIntro: {
    eyebrow: 'Del registro a las recompensas en cuatro pasos',
    lead: 'Instala la app gratis, elige una misión que te guste, completa algunas tareas cortas y mira cómo llegan tus puntos, normalmente en cuestión de minutos.',
    action: 'Descarga la app',
  },
  stepsSection: {
    title: 'Cuatro pasos hacia tu primera recompensa',
    lead: 'Sin experiencia, sin verificar tu correo y sin monto mínimo de retiro.',
    steps: {
      signUp: {
        title: 'Regístrate gratis',
        description: 'Descarga la app e inicia sesión. Por ahora no hace falta verificar tu correo, así que tienes acceso inmediato.',
        points: ['Unirte y usar la app es gratis', 'No necesitas experiencia', '¿Te invitó un amigo? Los dos reciben 2.000 puntos'],
      },
      chooseQuest: {
        title: 'Elige tu misión',
        description: 'Explora las misiones disponibles para ti y elige las que se ajusten a tus intereses y a tu tiempo.',
        points: [
          'Etiquetado de imágenes y verificación de textos',
          'Transcripción de audio, encuestas y recibos',
          'Conoce cada recompensa antes de empezar',
        ],
      },
      completeTasks: {
        title: 'Completa las tareas',
        description: 'Sigue las instrucciones breves y envía tus respuestas. La mayoría de las tareas toma unos segundos.',
        points: ['Instrucciones claras con ejemplos', 'Trabaja a tu ritmo, desde donde quieras', 'La precisión aumenta tus recompensas'],
      },
      getRewarded: {
        title: 'Recibe recompensas al instante',
        description: 'Los puntos se acreditan cuando tu misión pasa la verificación, normalmente en cuestión de minutos.',
        points: ['Verificación humana cuando hace falta', 'Sin monto mínimo de retiro', 'Los puntos se convierten en tokens y beneficios'],
      },
    },
  },
  faqSection: {
    title: 'Preguntas frecuentes',
    lead: 'Todo lo que necesitas saber antes de tu primera misión.',
    items: [
      {
        question: '¿Cómo funciona el programa de referidos?',
        answer:
          'Invita a un amigo y los dos reciben 2.000 puntos cuando se registre. A partir de ahí, ganas el 10 % de cada punto que consiga tu amigo, más otro 10 % de los puntos que ganen las personas que invite. No hay límites.',
      },
      {
        question: '¿Cuánto puedo ganar?',
        answer:
          'Quienes participan en la beta suelen ganar entre 500 y 5.000 puntos por semana, según cuántas misiones completen. No hay límite máximo.',
      },
      {
        question: '¿Qué tan rápido se acreditan los puntos?',
        answer:
          'Los puntos se acreditan cuando una misión pasa la verificación, normalmente en cuestión de minutos. Algunas misiones requieren verificación humana, lo que puede tardar un poco más.',
      },
      {
        question: '¿Cómo canjeo mis puntos?',
        answer:
          'Los puntos se convertirán en tokens y otros beneficios cuando se active el canje. Estamos desarrollando opciones de retiro, como tarjetas de regalo y cambios a stablecoins.',
      },
      {
        question: '¿Hay un monto mínimo de retiro?',
        answer: 'No. No hay monto mínimo de retiro: cada punto que ganas cuenta.',
      },
      {
        question: '¿Cuesta algo unirse?',
        answer: 'No. Unirte y usar la app es gratis, y no necesitas experiencia: cada misión incluye instrucciones claras.',
      },
      {
        question: '¿Tengo que verificar mi correo electrónico?',
        answer: 'Por ahora no. Actualmente no se requiere verificar el correo: descarga la app, inicia sesión y tendrás acceso inmediato.',
      },
      {
        question: '¿Qué tipos de misiones puedo hacer?',
        answer:
          'Etiquetado de imágenes, verificación de textos, validación de datos, transcripción de audio, encuestas, carga de recibos, videoclips cortos, moderación de contenido y tareas personalizadas de entrenamiento de IA.',
      },
      {
        question: '¿Los tokens $SCAN son una inversión?',
        answer:
          'No. Los tokens $SCAN son tokens de utilidad que recompensan tu trabajo en la app; no son un producto de inversión y no prometen ningún valor ni rendimiento.',
      },
      {
        question: '¿Qué pasa con los datos que envío?',
        answer:
          'Los datos que envías se recopilan y se venden o se licencian a clientes empresariales, incluso para entrenar IA. Se venden con tu consentimiento, y puedes excluirte en cualquier momento.',
      },
    ],
  },
};

export default howItWorks;
