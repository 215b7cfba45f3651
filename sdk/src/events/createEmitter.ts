/** A tiny typed event emitter: `on` returns its own unsubscribe. */
export interface Emitter<Events> {
  on<E extends keyof Events>(event: E, listener: (detail: Events[E]) => void): () => void;
  emit<E extends keyof Events>(event: E, detail: Events[E]): void;
}

type Listener = (detail: unknown) => void;

export function createEmitter<Events>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      const entry = listener as Listener;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit(event, detail) {
      // Copy first: a listener may unsubscribe while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(detail);
        } catch (error) {
          // One broken listener must not stop the others or the action that emitted.
          const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
          if (report) report(error);
          else console.error(error);
        }
      }
    },
  };
}
