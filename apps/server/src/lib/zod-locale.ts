import { z } from 'zod';

// The contract gives its own Polish messages; zod's built-in ones (wrong types, unknown enum
// values, …) should be Polish too, because the first issue's message is what a 400 carries.
z.config(z.locales.pl());
