import type { DemoUserWords } from '../schema';

const demoUser: DemoUserWords = {
  accountNavLabel: 'Cuenta de demostración',
  demoProfile: {
    location: 'Austin, Texas',
    bio: 'Entreno IA desde 2024. Me encantan las misiones de etiquetado de imágenes, los datos ordenados y mantener viva mi racha diaria.',
  },
  ranks: { Bronze: 'Bronce', Silver: 'Plata', Gold: 'Oro', Platinum: 'Platino' },
  badges: {
    speed: { name: 'Velocidad relámpago', description: '10 misiones en una hora' },
    accuracy: { name: 'Maestría en precisión', description: '98 % de precisión en 100 misiones' },
    first: { name: 'Primera misión', description: 'Completa tu primera misión' },
    streak: { name: 'Semana invicta', description: '7 días seguidos' },
    community: { name: 'Mano amiga', description: 'Ayuda a más de 50 miembros nuevos' },
    data: { name: 'As de los datos', description: '500 misiones de validación de datos' },
    image: { name: 'Pro de las imágenes', description: '1.000 misiones de etiquetado de imágenes' },
    elite: { name: 'Ganancias de élite', description: 'Gana US$ 5.000 en total' },
  },
  perHour: (amount) => `${amount}/h`,
  dashboard: {
    eyebrow: 'Panel de demostración',
    greeting: (firstName) => `¡Hola de nuevo, ${firstName}!`,
    lead: 'Así están rindiendo tus misiones. Estas cifras son una demostración estática.',
    streak: {
      title: { one: '¡Racha de {count} día!', other: '¡Racha de {count} días!' },
      text: (badge) => ({
        one: `Completa una misión hoy para mantenerla. Te falta {count} día para el bono ${badge}.`,
        other: `Completa una misión hoy para mantenerla. Te faltan {count} días para el bono ${badge}.`,
      }),
    },
    stats: {
      todayEarnings: 'Ganancias de hoy',
      questsCompleted: 'Misiones completadas',
      hourlyRate: 'Tarifa por hora',
      rank: 'Rango actual',
    },
    earnings: {
      title: 'Resumen de ganancias',
      periodGroupLabel: 'Período de ganancias',
      periods: {
        day: { button: 'Día', caption: 'Ganado hoy', chart: 'Ganancias por hora de hoy' },
        week: { button: 'Semana', caption: 'Ganado esta semana', chart: 'Ganancias por día de esta semana' },
        month: { button: 'Mes', caption: 'Ganado este mes', chart: 'Ganancias por semana de este mes' },
      },
      slots: {
        h08: '8 a. m.',
        h10: '10 a. m.',
        h12: '12 p. m.',
        h14: '2 p. m.',
        h16: '4 p. m.',
        h18: '6 p. m.',
        h20: '8 p. m.',
        mon: 'Lun',
        tue: 'Mar',
        wed: 'Mié',
        thu: 'Jue',
        fri: 'Vie',
        sat: 'Sáb',
        sun: 'Dom',
        week1: 'Semana 1',
        week2: 'Semana 2',
        week3: 'Semana 3',
        week4: 'Semana 4',
      },
      // Semicolons between bars: the amounts' decimal commas would blur a comma-separated list.
      description: (title, points, highest) =>
        `${title}: ${points.map((point) => `${point.label}: ${point.amount}`).join('; ')}. Máximo: ${highest.label}, con ${highest.amount}.`,
      scaleNote: (bottom, top) => `La altura de las barras va de ${bottom} en la base a ${top} en la línea superior.`,
    },
    activity: {
      title: 'Actividad reciente',
      status: { completed: 'Completada', 'in-progress': 'En curso' },
      items: {
        'act-1': { title: 'Transcripción de audio: fragmento de pódcast', time: 'hace 10 minutos' },
        'act-2': { title: 'Etiquetado de imágenes: señales de tránsito', time: 'hace 2 horas' },
        'act-3': { title: 'Verificación de texto: reseñas de productos', time: 'hace 4 horas' },
        'act-4': { title: 'Validación de datos: horarios de tiendas', time: 'Ayer' },
      },
    },
    quickActions: {
      title: 'Acciones rápidas',
      actions: { 'find-quests': 'Buscar nuevas misiones', 'view-earnings': 'Ver ganancias', 'withdraw-funds': 'Retirar fondos' },
    },
    recommended: {
      title: 'Misiones recomendadas',
      rewardLabel: 'Recompensa',
      timeLabel: 'Tiempo estimado',
      quests: {
        'rq-1': 'Etiquetar escenas de tránsito',
        'rq-2': 'Verificar totales de recibos',
        'rq-3': 'Moderar publicaciones de foros',
      },
      difficulties: { Easy: 'Fácil', Medium: 'Media', Hard: 'Difícil' },
      minutes: { other: '{count} min' },
    },
    achievement: {
      title: 'Próximo logro',
      description: 'Completa al menos una misión al día durante 7 días seguidos.',
      days: { one: '{count} día', other: '{count} días' },
      progress: (done, goal, days) => `${done} de ${days(goal)}`,
      bonus: (amount) => `Bono de ${amount}`,
    },
  },
  profile: {
    eyebrow: 'Perfil de demostración',
    lead: 'Tu perfil público, tus insignias y la configuración de tu cuenta. En esta demostración, los cambios no se guardan.',
    rankPill: (rank) => `Rango ${rank}`,
    stats: {
      totalEarned: 'Total ganado',
      questsDone: 'Misiones hechas',
      hourlyRate: 'Tarifa por hora',
      dayStreak: 'Días de racha',
    },
    edit: {
      open: 'Editar perfil',
      formTitle: 'Edita tus datos',
      close: 'Cerrar modo de edición',
      save: 'Guardar cambios',
      notice: 'Esto es una demostración: nada de lo que cambies aquí se guarda.',
      fields: {
        firstName: 'Nombre',
        lastName: 'Apellido',
        email: 'Correo electrónico',
        phone: 'Celular',
        location: 'Ubicación',
        bio: 'Biografía',
      },
    },
    badges: { title: 'Logros e insignias', earned: 'Obtenida', notEarned: 'Sin obtener' },
    accountStats: {
      title: 'Estadísticas de la cuenta',
      memberSince: 'Miembro desde',
      totalBadges: 'Total de insignias',
      rank: 'Rango actual',
      successRate: 'Tasa de éxito',
      badgeCount: (earned, total) => `${earned} de ${total}`,
      percent: (value) => `${value}\u00a0%`,
    },
    settings: {
      title: 'Configuración de la cuenta',
      actions: {
        'payment-methods': 'Métodos de pago',
        notifications: 'Configuración de notificaciones',
        privacy: 'Configuración de privacidad',
        'download-data': 'Descargar datos',
        'delete-account': 'Eliminar cuenta',
      },
    },
  },
};

export default demoUser;
