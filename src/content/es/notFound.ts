import type { NotFoundWords } from '../schema';

const notFound: NotFoundWords = {
  eyebrow: 'Error 404',
  lead: 'La página que buscas no existe o se movió. Estos son buenos lugares para continuar:',
  links: {
    home: { label: 'Inicio', description: 'Empieza a ganar con misiones de datos rápidas.' },
    howItWorks: { label: 'Cómo funciona', description: 'Cuatro pasos desde el registro hasta las recompensas.' },
    helpCenter: { label: 'Centro de ayuda', description: 'Busca en las preguntas frecuentes o contacta a soporte.' },
    business: { label: 'Empresas', description: 'Datos etiquetados para tus proyectos de IA.' },
  },
};

export default notFound;
