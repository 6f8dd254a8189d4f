#ifndef PLINTH_UNITS_H
#define PLINTH_UNITS_H

/* Values are counted in 1/PLINTH_UNIT_SCALE of the base unit. */
#define PLINTH_UNIT_SCALE 1024L

static inline long plinth_to_units(long whole)
{
    return whole * PLINTH_UNIT_SCALE;
}

#endif
