import type { AppDownloadWords } from '../schema';

const appDownload: AppDownloadWords = {
  eyebrow: 'Gratis en Android y iOS',
  lead: 'Descarga la app en tu celular, elige una misión y gana puntos, dinero o tokens $SCAN desde tu primera tarea. Unirte es gratis y no necesitas experiencia.',
  storesTitle: 'Elige tu tienda',
  storesLead: 'Las dos apps son gratis y ofrecen las mismas misiones y recompensas.',
  storeCodes: {
    caption: 'Escanea con la cámara de tu celular',
    labels: { googlePlay: 'Código QR de Google Play', appStore: 'Código QR de la App Store' },
  },
  benefitsTitle: 'Por qué ganar con la app',
  benefits: {
    instantEarnings: {
      title: 'Ganancias al instante',
      description: 'Los puntos se acreditan en cuanto una misión pasa la verificación, normalmente en cuestión de minutos.',
    },
    workAnywhere: {
      title: 'Trabaja desde donde quieras',
      description: 'Cada misión toma unos pocos minutos: complétalas en el bus, en un descanso o desde el sofá.',
    },
    easyToUse: {
      title: 'Fácil de usar',
      description: 'Instrucciones claras en cada misión. Descarga la app, inicia sesión y empieza: no necesitas verificar tu correo.',
    },
  },
  webTitle: '¿Prefieres la web?',
  webLead: 'Inicia sesión o crea tu cuenta en el navegador y luego sigue en la app donde lo dejaste.',
  webLinks: { signIn: 'Iniciar sesión', signUp: 'Registrarse' },
};

export default appDownload;
