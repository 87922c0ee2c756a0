import type { Device } from './types';

/** The device kind sent with 'Signup started', 'LP view' and the payload. */
export function deviceFrom(userAgent: string, viewportWidth: number): Device {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry/i.test(userAgent)) return 'mobile';
  if (viewportWidth > 0 && viewportWidth < 768) return 'mobile';
  return 'desktop';
}

export function currentDevice(): Device {
  if (typeof window === 'undefined') return 'desktop';
  return deviceFrom(window.navigator.userAgent, window.innerWidth);
}
