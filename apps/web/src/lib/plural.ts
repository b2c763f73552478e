/* The rules and the common nouns live in the contract (the server's texts use them too). */
export {
  counted,
  dayForms,
  monthForms,
  orderForms,
  type PluralForms,
  pluralForm,
  reviewForms,
  weekForms,
} from '@handlowo/contract';
