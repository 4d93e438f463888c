/**
 * The version of the app as people read it: the package version. The service worker's build hash
 * (service-worker-version.ts) only tells two builds apart, so the sync screen shows it second.
 */
import { version } from '../../../package.json';

export const appVersion: string = version;
