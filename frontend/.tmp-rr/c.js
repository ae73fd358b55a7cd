import { createRoot } from 'react-dom/client';
window.x = [createRoot];
