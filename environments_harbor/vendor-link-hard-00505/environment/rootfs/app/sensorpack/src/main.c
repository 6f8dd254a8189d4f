#include <stdio.h>
#include <qd/core.h>
#include <qd/codec.h>
#include <qd/fmt.h>
#include <qd/rt.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = qd_codec_mirror(x);
        v = qd_core_crossfoot(v);
        v = qd_fmt_hash(v);
        v = qd_rt_sqrtfloor(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
