import type { AppScreensWords } from '../schema';

const appScreens: AppScreensWords = {
  alt: {
    welcome:
      'La pantalla de bienvenida de la app: continúa con Google o con tu correo, sin verificar el correo, y 2.000 puntos para ti y para el amigo que te invite.',
    questList:
      'La lista de misiones de la app: etiquetado de imágenes en curso, con 87 de 100 etiquetas, y después verificación de textos, transcripción de audio, subida de recibos y una encuesta.',
    labeling:
      'Una misión de etiquetado de imágenes en la app: una escena de calle con un recuadro alrededor de un coche y un segundo recuadro a medio trazar, en la etiqueta 87 de 100.',
    rewards:
      'La pantalla de recompensas de la app: una racha Semana invicta de 5 de 7 días por un bono de US$\u00a015, el etiquetado de imágenes en 87 de 100 etiquetas y la próxima recompensa de 2,80 tokens en 13 etiquetas.',
  },
  tabs: { quests: 'Misiones', rewards: 'Recompensas', profile: 'Perfil' },
  welcome: {
    title: 'Tu primera misión te espera',
    lead: 'Unirte es gratis. No necesitas experiencia.',
    google: 'Continuar con Google',
    email: 'Continuar con correo',
    note: 'Sin verificar tu correo',
    referral: '¿Te invitó un amigo? Los dos reciben 2.000 puntos.',
  },
  quests: {
    imageLabeling: { name: 'Etiquetado de imágenes', detail: 'Escenas de calle · recuadros' },
    textVerification: { name: 'Verificación de textos', detail: 'Reseñas de productos' },
    audioTranscription: { name: 'Transcripción de audio', detail: 'Fragmentos de pódcast' },
    receiptUpload: { name: 'Subida de recibos', detail: 'Tickets del súper' },
    survey: { name: 'Encuesta', detail: 'Hábitos de compra' },
  },
  questList: {
    title: 'Misiones',
    lead: 'Elige la que más te guste',
    filters: { all: 'Todas', images: 'Imágenes', text: 'Texto', audio: 'Audio' },
    newQuest: 'Nueva',
  },
  labeling: {
    instruction: 'Traza un recuadro alrededor de cada coche',
    labels: { car: 'Coche', person: 'Persona', bicycle: 'Bicicleta' },
    tip: 'Ajusta cada recuadro a los bordes del coche',
    skip: 'Omitir',
    submit: 'Enviar',
  },
  rewards: {
    title: 'Recompensas',
    streak: { name: 'Semana invicta', progress: '5 de 7 días', bonus: 'Bono de US$\u00a015' },
    progressLabel: 'Progreso del etiquetado',
    nextReward: 'Próxima recompensa: 13 etiquetas por 2,80 tokens',
    invite: 'Invita a un amigo: los dos reciben 2.000 puntos',
    redeem: 'Los puntos se convertirán en tokens y beneficios cuando se active el canje.',
  },
};

export default appScreens;
