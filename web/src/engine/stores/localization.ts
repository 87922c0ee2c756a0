import { create } from 'zustand';
import type { Localization } from '../localization';
import type { Device } from '../types';

export interface LocalizationState {
  record: Localization | null;
  /** Where the record came from: the service, or the built-in US record after a failure. */
  source: 'none' | 'service' | 'fallback';
  device: Device;
}

export interface LocalizationActions {
  setRecord(record: Localization, source: 'service' | 'fallback'): void;
  setDevice(device: Device): void;
}

export const initialLocalizationState: LocalizationState = { record: null, source: 'none', device: 'desktop' };

export const useLocalizationStore = create<LocalizationState & LocalizationActions>()((set) => ({
  ...initialLocalizationState,
  setRecord: (record, source) => set({ record, source }),
  setDevice: (device) => set({ device }),
}));

/**
 * The device every event and the sign-up report: the location service's reading when its record
 * has one, else the browser's own (one choice, so 'LP view', 'Signup started', 'Account Created'
 * and the payload never disagree).
 */
export function visitorDevice(state: Pick<LocalizationState, 'record' | 'device'>): Device {
  return state.record?.device ?? state.device;
}
