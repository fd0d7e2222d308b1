// Standalone dev entry (npm run dev): async boundary for shared singletons.
import('./bootstrap');
