import { join } from 'node:path';

export const TEMPLATE_DIR = join(__dirname, '..', '..', '.data', 'test');
export const TEMPLATE_FILE = join(TEMPLATE_DIR, 'template.tar');
