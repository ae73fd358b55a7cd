/** The signed-in member as the course use cases need them. */
export interface CourseMember {
  id: number;
  firstName: string;
  lastName: string;
}
