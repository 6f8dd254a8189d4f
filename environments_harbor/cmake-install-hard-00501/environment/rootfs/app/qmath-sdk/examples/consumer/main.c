#include <stdio.h>
#include <qmath/qmath.h>

int main(void)
{
    printf("libqmath %s (%d.%d): 7 -> %ld, %ld units\n", qmath_version(), QMATH_VERSION_MAJOR,
           QMATH_VERSION_MINOR, qmath_apply(7), qmath_to_units(7));
    return 0;
}
