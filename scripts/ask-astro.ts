/**
 * Asks the built-in astrology chat a question from the command line, as a user would, and prints the whole answer:
 *   npx tsx scripts/ask-astro.ts [fast|standard|pro] "I was born on 12 March 1990 at 14:30 in Chennai. Is sade sati running?"
 * No server, no key: the responder the gateway installs, called directly (for reading answers while writing them).
 */
import { createAstroChatResponder } from '../src/astrology/chat/responder';

const [tierArg, ...rest] = process.argv.slice(2);
const tier = ['fast', 'standard', 'pro'].includes(tierArg) ? tierArg : 'standard';
const question = (['fast', 'standard', 'pro'].includes(tierArg) ? rest : [tierArg, ...rest]).join(' ');
const answer = await createAstroChatResponder()({ model: `graha-astro-${tier}`, messages: [{ role: 'user', content: question }] } as never, `astro-${tier}`, new AbortController().signal);
console.log(answer.text);
if (answer.citations?.length) console.log('\ncitations:', answer.citations.map((c) => c.id).join(', '));
if (answer.followUp?.length) console.log('follow-ups:', answer.followUp.join(' | '));
