/** Every page component gets the name of its route (the `name` in route-table.json). */
export interface PageProps {
  routeName: string;
}
