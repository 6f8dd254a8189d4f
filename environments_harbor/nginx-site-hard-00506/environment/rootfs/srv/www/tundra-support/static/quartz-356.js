/* tundra-support js 0.367334 */
