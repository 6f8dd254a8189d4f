#ifndef NUMKIT_UNITS_H
#define NUMKIT_UNITS_H

/* Values are counted in 1/NUMKIT_UNIT_SCALE of the base unit. */
#define NUMKIT_UNIT_SCALE 60L

static inline long numkit_to_units(long whole)
{
    return whole * NUMKIT_UNIT_SCALE;
}

#endif
