import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A default React app: @company/ui ships compiled CSS, so no vanilla-extract plugin is needed here.
export default defineConfig({ plugins: [react()] });
