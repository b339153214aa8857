export {
  apiAvailabilityAtom,
  useApiAvailability,
  watchApiAvailability,
  type ApiAvailability,
  type ApiAvailabilityWatch,
  type ApiAvailabilityWatchOptions,
} from './api-availability';
