/** "5 March 2025, 4:05 pm" in India's time, for "saved on this device" and retry notes. */
export function formatDeviceDate(epochMs: number): string {
  return new Date(epochMs).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
}

/** "4:05 pm" in India's time. */
export function formatDeviceTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
}
