#ifndef QMATH_UNITS_H
#define QMATH_UNITS_H

/* Values are counted in 1/QMATH_UNIT_SCALE of the base unit. */
#define QMATH_UNIT_SCALE 3600L

static inline long qmath_to_units(long whole)
{
    return whole * QMATH_UNIT_SCALE;
}

#endif
