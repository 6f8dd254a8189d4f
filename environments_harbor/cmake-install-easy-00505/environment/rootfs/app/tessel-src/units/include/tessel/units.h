#ifndef TESSEL_UNITS_H
#define TESSEL_UNITS_H

/* Values are counted in 1/TESSEL_UNIT_SCALE of the base unit. */
#define TESSEL_UNIT_SCALE 60L

static inline long tessel_to_units(long whole)
{
    return whole * TESSEL_UNIT_SCALE;
}

#endif
