/** The screens of the devices areas (issue 5): overview, detail, legal supervision, mandatory checklist, contracts, refrigerant. */
import type { AreaScreen } from './area-screen';

export const devicesScreens: AreaScreen[] = [];
