/**
 * B11: the answers to 'Czy oferowałeś swoje produkty firmom czy osobom prywatnym?'. The client
 * shows `description` as the option title.
 */
export const typesOfSales: readonly { typeOfSales: string; description: string }[] = [
  { typeOfSales: 'B2B', description: 'Firmom (B2B)' },
  { typeOfSales: 'B2C', description: 'Osobom prywatnym (B2C)' },
  { typeOfSales: 'B2B_B2C', description: 'Zarówno firmom, jak i osobom prywatnym (B2B i B2C)' },
];
