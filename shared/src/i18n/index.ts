import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** Messages both the server and the clients show (validation, identity), by language. */
export const sharedMessages = { fr, en, nl, de, it, es } as const;
