/** The card moved to lib (several features use it); kept here so imports of this path keep working. */
export { FigureCard, figureGrid } from '../../../lib/FigureCard';
