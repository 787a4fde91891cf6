// The shared message display. The shell plugs in antd's message API at start-up; until then (and
// in tests that do not render the shell) messages go to the console.

export interface Notifier {
  error(text: string): void;
  success(text: string): void;
  info(text: string): void;
}

const consoleNotifier: Notifier = {
  error: (text) => console.error(text),
  success: (text) => console.info(text),
  info: (text) => console.info(text),
};

let current: Notifier = consoleNotifier;

export function setNotifier(notifier: Notifier | null): void {
  current = notifier ?? consoleNotifier;
}

export const notify: Notifier = {
  error: (text) => current.error(text),
  success: (text) => current.success(text),
  info: (text) => current.info(text),
};
