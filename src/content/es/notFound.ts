import type { NotFoundWords } from '../en/notFound';

const notFound: NotFoundWords = {
  eyebrow: 'Error 404',
  lead: 'La página que buscas no existe o se movió. Estos son buenos lugares para continuar:',
  links: [
    { label: 'Inicio', to: '/', description: 'Empieza a ganar con misiones de datos rápidas.' },
    { label: 'Cómo funciona', to: '/how-it-works', description: 'Cuatro pasos desde el registro hasta las recompensas.' },
    { label: 'Centro de ayuda', to: '/support', description: 'Busca en las preguntas frecuentes o contacta a soporte.' },
    { label: 'Empresas', to: '/business', description: 'Datos etiquetados para tus proyectos de IA.' },
  ],
};

export default notFound;
