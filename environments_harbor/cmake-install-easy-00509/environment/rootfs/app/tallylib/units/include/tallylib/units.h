#ifndef TALLYLIB_UNITS_H
#define TALLYLIB_UNITS_H

/* Values are counted in 1/TALLYLIB_UNIT_SCALE of the base unit. */
#define TALLYLIB_UNIT_SCALE 100L

static inline long tallylib_to_units(long whole)
{
    return whole * TALLYLIB_UNIT_SCALE;
}

#endif
