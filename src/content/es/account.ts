import type { AccountWords } from '../schema';

const account: AccountWords = {
  demoSubmissionNotice: 'Solo es una demostración: tus datos se escribieron en la consola del navegador y no se enviaron a ningún lado.',
  demoPreview: {
    before: 'Estas pantallas son una demostración y no crean ninguna cuenta. Mira lo que tienen los miembros: el ',
    dashboard: 'panel de demostración',
    between: ' y el ',
    profile: 'perfil de demostración',
    after: '.',
  },
  socialSignIn: {
    divider: 'o',
    google: 'Continuar con Google',
    facebook: 'Continuar con Facebook',
  },
  credentials: {
    email: { label: 'Correo electrónico', placeholder: 'tu@ejemplo.com' },
    password: { label: 'Contraseña', toggleName: 'contraseña' },
  },
  signIn: {
    subtitle: 'Inicia sesión para seguir ganando',
    rememberMe: 'Recordarme',
    forgotPassword: '¿Olvidaste tu contraseña?',
    submit: 'Iniciar sesión',
    noAccount: '¿Primera vez por aquí?',
    signUp: 'Regístrate gratis',
  },
  signUp: {
    subtitle: 'Empieza a ganar en menos de 2 minutos',
    firstName: { label: 'Nombre', placeholder: 'Alex' },
    lastName: { label: 'Apellido', placeholder: 'Morgan' },
    confirmPassword: { label: 'Confirmar contraseña', toggleName: 'confirmación de contraseña' },
    agreement: {
      before: 'Acepto los ',
      terms: 'Términos del servicio',
      between: ' y la ',
      privacy: 'Política de privacidad',
    },
    newsletter: 'Envíame consejos para ganar más y novedades de la plataforma',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Inicia sesión',
    panel: {
      title: 'Únete a más de 50.000 entrenadores de IA',
      lead: 'Convierte tus minutos libres en recompensas mientras ayudas a crear una IA mejor.',
      benefits: [
        'Empieza a ganar de inmediato',
        'No necesitas experiencia',
        'Horario flexible',
        'Pagos al instante',
        'Apoyo de una comunidad global',
      ],
      highlight: { figure: 'Hasta US$ 15,50', label: 'Ganancias por hora' },
    },
  },
};

export default account;
