# Plants the stated errors into /work/lint-sample/planted/{LoginKeeper,ch16} (fresh copies)
import re,io,json,os
B='/work/lint-sample/planted/'
def edit(path,fn,enc='utf-8'):
    raw=open(path,'rb').read()
    if enc=='utf-16': t=raw.decode('utf-16')
    else: t=raw.decode('utf-8')
    t2=fn(t); assert t2!=t,path
    open(path,'wb').write(t2.encode('utf-16') if enc=='utf-16' else t2.encode('utf-8'))
def line_of(path,needle,enc='utf-8'):
    raw=open(path,'rb').read(); t=raw.decode(enc)
    i=t.index(needle); return t[:i].count('\n')+1
LK=B+'LoginKeeper/LoginKeeper/'; SB=LK+'Base.lproj/Main.storyboard'
exp=[]
def lines(t): return t.split('\n')
def on_line(n,old,new):
    def f(t):
        L=t.split('\n'); assert old in L[n-1],(n,old,L[n-1]); L[n-1]=L[n-1].replace(old,new,1); return '\n'.join(L)
    return f
def insert_after(n,text):
    def f(t):
        L=t.split('\n'); L.insert(n,text); return '\n'.join(L)
    return f
# Edits that keep line counts first (bottom-up inserts last).
edit(SB,on_line(1157,'customClass="AccountsViewController"','customClass="AccountsViewControler"'))
exp.append(('misspelt class','unknown-custom-class','LoginKeeper/Base.lproj/Main.storyboard',1157))
edit(SB,on_line(482,'image="about"','image="about-gone"'))
exp.append(('missing image','missing-image','LoginKeeper/Base.lproj/Main.storyboard',482))
edit(SB,on_line(436,'id="Qhz-Fa-LQh"','id="1fZ-4F-xSp"'))
exp.append(('duplicate id','duplicate-id','LoginKeeper/Base.lproj/Main.storyboard',436))
edit(SB,on_line(800,'<color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>','<color key="textColor" name="BrandInk"/>'))
exp.append(('missing colour','missing-color','LoginKeeper/Base.lproj/Main.storyboard',800))
# broken constraint reference: the first constraint with a secondItem after line 140
t=open(SB).read().split('\n')
cl=next(i+1 for i,l in enumerate(t) if i>140 and '<constraint ' in l and 'secondItem="' in l)
sec=re.search(r'secondItem="([^"]+)"',t[cl-1]).group(1)
edit(SB,on_line(cl,f'secondItem="{sec}"','secondItem="Zzz-zz-zzz"'))
exp.append(('broken constraint reference','broken-reference','LoginKeeper/Base.lproj/Main.storyboard',cl))
# removed action: purchasePremium: (storyboard line 339)
edit(LK+'RemoveAdsViewController.swift',lambda t:t.replace('@IBAction func purchasePremium(_ sender: UIButton)','@IBAction func buyPremium(_ sender: UIButton)'))
exp.append(('removed action','missing-action','LoginKeeper/Base.lproj/Main.storyboard',339))
# missing outlet: aboutTextView renamed in the source only
edit(LK+'AboutViewController.swift',lambda t:t.replace('aboutTextView','aboutText'))
ol=line_of(SB,'property="aboutTextView"')
exp.append(('missing outlet','missing-outlet','LoginKeeper/Base.lproj/Main.storyboard',ol))
# renamed inspectable: placeHolderColor -> placeholderTint in the extension only
edit(LK+'UITextField+extensions.swift',lambda t:t.replace('var placeHolderColor','var placeholderTint'))
exp.append(('renamed inspectable','runtime-attribute-stale','LoginKeeper/Base.lproj/Main.storyboard',804))
# inserts, bottom-up: mistyped attribute after 845's <userDefinedRuntimeAttributes> (846 block), stale after 817's
t=open(SB).read().split('\n')
assert '<userDefinedRuntimeAttributes>' in t[844], t[844]
assert '<userDefinedRuntimeAttributes>' in t[816], t[816]
edit(SB,insert_after(845,'                                                    <userDefinedRuntimeAttribute type="string" keyPath="alpha" value="half"/>'))
edit(SB,insert_after(817,'                                                    <userDefinedRuntimeAttribute type="number" keyPath="glowRadius"><real key="value" value="3"/></userDefinedRuntimeAttribute>'))
# after the insert at 818, lines > 817 shift by one
exp=[(k,r,f,(l+1 if l>817 else l)) for k,r,f,l in exp]
exp=[(k,r,f,(line_of(SB,'AccountsViewControler') if k=='misspelt class' else l)) for k,r,f,l in exp]
exp.append(('stale runtime attribute','runtime-attribute-stale','LoginKeeper/Base.lproj/Main.storyboard',818))
exp.append(('mistyped attribute','runtime-attribute-type','LoginKeeper/Base.lproj/Main.storyboard',847))
# missing key per language: drop "Current/Suggested Logo" from de
edit(LK+'de.lproj/Localizable.strings',lambda t:re.sub(r'"Current/Suggested Logo" = [^\n]*\n','',t))
exp.append(('missing key (de)','strings-missing','LoginKeeper/en.lproj/Localizable.strings',line_of(LK+'en.lproj/Localizable.strings','"Current/Suggested Logo"')))
# ch16 (Objective-C, UTF-16 tables)
C=B+'ch16/ch16internationalizationoftext/'
edit(C+'ja.lproj/Localizable.strings',lambda t:re.sub(r'"OK" = [^\n]*\n','',t),'utf-16')
exp.append(('missing key (ja)','strings-missing','ch16internationalizationoftext/en.lproj/Localizable.strings',line_of(C+'en.lproj/Localizable.strings','"OK"','utf-16')))
for lang,val in [('en','%d items'),('de','%@ Elemente'),('it','%d elementi'),('ja','%d 項目'),('ko','%d 항목')]:
    edit(C+lang+'.lproj/Localizable.strings',lambda t,val=val:t.rstrip('\n')+'\n\n/* Count */\n"Count" = "'+val+'";\n','utf-16')
exp.append(('format mismatch (de)','strings-format-mismatch','ch16internationalizationoftext/de.lproj/Localizable.strings',line_of(C+'de.lproj/Localizable.strings','"Count"','utf-16')))
edit(C+'ViewController.m',lambda t:t.replace('- (IBAction)handleButton:(id)sender','- (IBAction)handleTap:(id)sender'))
exp.append(('removed action (Objective-C)','missing-action','ch16internationalizationoftext/Base.lproj/Main.storyboard',26))
json.dump([dict(kind=k,rule=r,file=f,line=l) for k,r,f,l in exp],open(B+'expected.json','w'),indent=1)
for e in exp: print(e)
