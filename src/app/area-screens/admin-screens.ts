/** The screens of the administration areas: users and roles. */
import type { AreaScreen } from './area-screen';

export const adminScreens: AreaScreen[] = [];
