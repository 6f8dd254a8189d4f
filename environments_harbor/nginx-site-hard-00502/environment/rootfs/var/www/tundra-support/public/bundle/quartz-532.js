/* tundra-support js 0.114704 */
